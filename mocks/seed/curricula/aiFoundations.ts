import { HOW_THIS_COURSE_WORKS, videoLesson } from './shared';
import type { SeedCurriculum } from './types';

export const curriculum: SeedCurriculum = {
  courseId: '6650a1c00000000000000004',
  chapters: [
    {
      title: 'What AI is and how it searches',
      lessons: [
        HOW_THIS_COURSE_WORKS,
        {
          kind: 'text',
          title: 'Welcome to AI Foundations',
          minutes: 5,
          preview: true,
          body: `Artificial intelligence is the study of building systems that perform tasks we would call intelligent if a person did them: planning a route, diagnosing a fault, understanding a sentence. This course gives you a clear, hype-free picture of how such systems work, and of where they fall short.

## What AI does well

Today's systems excel at narrow, well-defined tasks with plenty of data or clear rules: recognising objects in photos, translating between widely spoken languages, recommending films, finding short delivery routes, and playing games such as chess and Go at superhuman level.

## What AI cannot do (yet)

- **Generalise like people.** A system trained to read chest X-rays learns nothing about driving. The broad, flexible ability called artificial general intelligence does not exist today.
- **Guarantee truth.** Language models can produce fluent but false statements, often called hallucinations.
- **Cope reliably with the unfamiliar.** Performance often drops when real-world data differ from the training data.
- **Decide values for us.** Choosing what is fair or acceptable remains a human responsibility.

## The route through the course

1. **Search**: how an agent explores possible actions to reach a goal.
2. **Knowledge and logic**: representing facts and rules so a machine can draw conclusions.
3. **Probabilistic reasoning**: making sound decisions when the world is uncertain.
4. **Machine learning basics**: systems that learn patterns from examples.
5. **Ethics**: fairness, transparency and accountability when AI is deployed.

No programming experience is required, though a few short Python snippets illustrate the ideas. Bring curiosity and a willingness to question headlines; by the end you will be able to judge claims about AI on their merits.
`,
        },
        {
          kind: 'text',
          title: 'Search: how agents find solutions',
          minutes: 8,
          body: `Many AI problems can be framed as **search**: an agent starts in some state, can take actions that lead to new states, and wants to reach a goal state, often at the lowest cost. Route planning, puzzle solving and scheduling all fit this mould.

## Defining a search problem

A search problem has five parts: the **initial state**, the available **actions**, a **transition model** saying what each action does, a **goal test**, and a **path cost**. For route planning, states are towns, actions are roads and the cost is distance.

## Uninformed search

Uninformed strategies know nothing about where the goal lies:

- **Breadth-first search (BFS)** explores every state one step away, then two steps, and so on. It finds the path with the fewest steps but can use a great deal of memory.
- **Depth-first search (DFS)** follows one path as deep as possible before backtracking. It needs little memory but may return a long, poor solution, and can get lost in infinite spaces.
- **Uniform-cost search** always expands the cheapest path found so far, so it finds the lowest-cost solution even when step costs differ.

## Informed search and A*

Informed search uses a **heuristic** h(n), an estimate of the remaining cost to the goal; for maps, straight-line distance is a natural choice. A* search expands the node with the lowest f(n) = g(n) + h(n), where g(n) is the cost so far. If the heuristic never overestimates the true remaining cost (it is *admissible*), A* finds an optimal path, usually exploring far fewer states than uninformed methods.

\`\`\`python
from collections import deque

def bfs(start, goal, neighbours):
    frontier, came_from = deque([start]), {start: None}
    while frontier:
        state = frontier.popleft()
        if state == goal:
            return came_from
        for nxt in neighbours(state):
            if nxt not in came_from:
                came_from[nxt] = state
                frontier.append(nxt)
    return None
\`\`\`

## The catch

The number of states can explode. Chess has more possible games than there are atoms in the observable universe, so practical systems rely on good heuristics and pruning rather than exhaustive search.
`,
        },
      ],
    },
    {
      title: 'Knowledge and uncertainty',
      lessons: [
        {
          kind: 'text',
          title: 'Representing knowledge with logic',
          minutes: 7,
          body: `For an AI system to reason, it needs a way to store what it knows and rules for drawing new conclusions. This is **knowledge representation and reasoning**, the foundation of classic "symbolic" AI and of the expert systems built from the 1970s onwards.

## Propositional logic

Propositional logic works with statements that are either true or false, joined by connectives:

| Symbol | Meaning | Example |
|---|---|---|
| ¬ | not | ¬Raining |
| ∧ | and | Raining ∧ Cold |
| ∨ | or | Tea ∨ Coffee |
| → | implies | Raining → WetGround |

The key inference rule is **modus ponens**: from *P → Q* and *P*, conclude *Q*. If we know "Raining → WetGround" and "Raining", we may conclude "WetGround". The reverse is not valid: wet ground does not prove that it rained, since a sprinkler could be responsible. Concluding P from Q is a classic fallacy called affirming the consequent.

## First-order logic

Propositional logic cannot express general rules compactly. First-order logic adds objects, predicates and quantifiers: ∀x (Bird(x) → HasFeathers(x)) says "every bird has feathers", and ∃x Bird(x) says "at least one bird exists".

## Other representations

- **Rules** (if–then statements) power expert systems and business rule engines.
- **Semantic networks and knowledge graphs** store facts as links between entities, such as *Paris – capital of – France*. Search engines use large knowledge graphs to answer factual questions directly.
- **Ontologies** define the categories in a domain and how they relate to one another.

## Strengths and limits

Logical systems are transparent: you can trace exactly why a conclusion was reached. Their weakness is brittleness. The world is full of exceptions (penguins are birds that cannot fly), and writing every rule by hand does not scale. Handling uncertainty needs probability, the topic of the next lesson.
`,
        },
        {
          kind: 'text',
          title: 'Reasoning under uncertainty',
          minutes: 8,
          body: `Real-world information is incomplete and noisy. A medical test can be wrong, a sensor can glitch, and a customer might or might not return. Probability gives AI systems a principled way to reason about such uncertainty.

## The basics

A probability is a number between 0 and 1. A **conditional probability** P(A | B) is the probability of A given that B is known to be true. It is not the same as P(B | A): the probability that someone is a professional basketball player given that they are tall is tiny, even though the probability of being tall given that someone is a professional basketball player is high.

## Bayes' theorem

Bayes' theorem turns one conditional probability into the other:

*P(A | B) = P(B | A) × P(A) / P(B)*

Suppose a disease affects 1% of people. A test detects it 90% of the time when it is present, but also gives a false positive for 9% of healthy people. If you test positive, what is the chance you have the disease?

\`\`\`python
p_disease = 0.01
p_pos_if_ill = 0.90
p_pos_if_well = 0.09
p_pos = p_pos_if_ill * p_disease + p_pos_if_well * (1 - p_disease)
print(p_pos_if_ill * p_disease / p_pos)  # about 0.092
\`\`\`

Only about 9%! Because the disease is rare, most positive results come from the much larger healthy group. Ignoring this prior probability, or base rate, is one of the most common reasoning errors people make, and a well-designed AI system avoids it.

## Bayesian networks

When many variables interact, a **Bayesian network** draws them as a graph: nodes are variables and arrows show direct influence, such as *Smoking → Lung disease → Cough*. Each node stores probabilities given its parents, which is far more compact than a table covering every combination of variables. Given evidence, such as an observed cough, the network updates the probability of every other variable.

## Where it is used

Spam filters, medical decision support, fault diagnosis and robot localisation all rely on probabilistic reasoning to act sensibly without certainty.
`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: search, logic and probability',
          minutes: 6,
          passMark: 70,
          questions: [
            {
              prompt:
                'Which search strategy finds the path with the fewest steps but can use a great deal of memory?',
              multiple: false,
              options: [
                'Breadth-first search',
                'Depth-first search',
                'A* with a zero heuristic',
                'Random walk',
              ],
              correct: [0],
              explanation:
                'Breadth-first search explores level by level, so the first time it reaches the goal it has used the fewest steps, at the price of storing many states.',
            },
            {
              prompt: 'Which node does A* search expand next?',
              multiple: false,
              options: [
                'The one with the lowest g(n) + h(n)',
                'The one with the highest h(n)',
                'The deepest node found so far',
                'A node chosen at random',
              ],
              correct: [0],
              explanation:
                'A* adds the cost so far, g(n), to the heuristic estimate of the remaining cost, h(n), and expands the lowest total.',
            },
            {
              prompt:
                'You know "Raining → WetGround" and you observe "WetGround". What can you validly conclude about rain?',
              multiple: false,
              options: [
                'Nothing certain: concluding "Raining" would be affirming the consequent',
                'It definitely rained',
                'It definitely did not rain',
                'Raining and WetGround mean the same thing',
              ],
              correct: [0],
              explanation:
                'Modus ponens works from P to Q, not from Q to P. Something else, such as a sprinkler, could have wet the ground.',
            },
            {
              prompt:
                'Which of these are parts of a search problem definition? Select all that apply.',
              multiple: true,
              options: [
                'The initial state',
                'A goal test',
                'A path cost',
                'A labelled training data set',
              ],
              correct: [0, 1, 2],
              explanation:
                'A search problem has an initial state, actions, a transition model, a goal test and a path cost. Labelled data belongs to machine learning.',
            },
            {
              prompt:
                'A disease affects 1% of people. A test detects 90% of cases and gives false positives for 9% of healthy people. Roughly how likely is disease after a positive result?',
              multiple: false,
              options: ['About 9%', 'About 90%', 'About 1%', 'About 50%'],
              correct: [0],
              explanation:
                'Bayes’ theorem gives 0.009 / 0.0981, about 9%, because most positive results come from the large healthy group.',
            },
            {
              prompt: 'Which statements about Bayesian networks are true? Select all that apply.',
              multiple: true,
              options: [
                'Nodes are variables and arrows show direct influence',
                'Each node stores probabilities given its parents',
                'They only work when every variable is known for certain',
                'They are more compact than a table of every combination',
              ],
              correct: [0, 1, 3],
              explanation:
                'Bayesian networks represent uncertain variables as a graph and store local conditional probabilities, which is far more compact than a full joint table.',
            },
          ],
        },
      ],
    },
    {
      title: 'Learning machines and their impact',
      lessons: [
        {
          kind: 'text',
          title: 'Machine learning basics',
          minutes: 7,
          body: `Rather than having people write rules by hand, machine learning (ML) lets a system infer them from examples. It is behind most of the AI you meet today, from photo tagging to fraud detection.

## Three kinds of learning

| Type | Learns from | Example |
|---|---|---|
| Supervised | Examples labelled with the right answer | Predicting house prices; spotting spam |
| Unsupervised | Unlabelled data | Grouping customers with similar habits |
| Reinforcement | Rewards and penalties from trial and error | Game-playing agents; robot control |

## How supervised learning works

1. Collect examples with inputs (features) and the correct outputs (labels).
2. Choose a model, such as a decision tree or a neural network.
3. **Train** it: adjust its internal parameters to reduce errors on the training examples.
4. **Test** it on data it has never seen, to estimate how it will perform in the real world.

Step 4 matters because a model can **overfit**: it memorises quirks of the training data instead of learning the general pattern, like a student who memorises past exam answers without understanding the subject.

\`\`\`python
from sklearn.tree import DecisionTreeClassifier
from sklearn.model_selection import train_test_split

X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.25)
model = DecisionTreeClassifier(max_depth=3).fit(X_train, y_train)
print("Test accuracy:", model.score(X_test, y_test))
\`\`\`

## Data shapes the result

A model can only be as good as its data. If the training examples are unrepresentative, for instance a face-recognition set made up mostly of lighter-skinned faces, the model will perform worse on the groups it rarely saw. Patterns learned from data are also correlations, not explanations: a model may predict well without capturing *why*.

## Deep learning in brief

Deep learning uses neural networks with many layers, which learn useful features directly from raw data such as pixels or text. It powers image recognition and large language models, but needs large data sets and significant computing power, and its decisions are hard to interpret.
`,
        },
        {
          kind: 'text',
          title: 'The ethics of deploying AI',
          minutes: 7,
          body: `An AI system that works in the lab can still cause harm in the world. Responsible deployment means asking who is affected, how things could go wrong, and who is accountable when they do.

## Bias and fairness

Models learn from historical data, and history contains discrimination. In a well-known case, Amazon scrapped an experimental recruiting tool after finding that it downgraded CVs containing the word "women's", because it had learned from a decade of applications that came mostly from men. Fairness can be defined in several ways, such as equal approval rates across groups or equal error rates, and these definitions can conflict, so teams must choose deliberately and explain their choice.

## Transparency and explanation

People affected by automated decisions, such as a refused loan, often deserve to know why. Simple models can be explained directly; for complex ones, techniques such as feature-importance scores give partial insight. Documentation such as **model cards** records what a model is for, how it was tested and where it is known to fail.

## Privacy and consent

Training data may include personal information. Laws such as the EU's General Data Protection Regulation (GDPR) set rules on collecting and processing it, and collecting only the data you need is good practice everywhere.

## Accountability and oversight

- Keep a **human in the loop** for high-stakes decisions in areas such as medicine, justice and hiring.
- Monitor performance after launch, because data drift can quietly degrade accuracy.
- Give people a route to challenge a decision.

The EU AI Act takes a risk-based approach: a few uses, such as social scoring, are banned outright, and high-risk systems face strict requirements.

## A checklist before deploying

1. Who benefits, and who could be harmed?
2. Was the model tested on all the groups it will serve?
3. Can its decisions be explained and appealed?
4. Who is responsible if it fails?
`,
        },
        videoLesson('planning-your-study-week', 'Planning your study week'),
        {
          kind: 'quiz',
          title: 'Final quiz: learning and responsibility',
          minutes: 5,
          passMark: 60,
          questions: [
            {
              prompt:
                'An agent learns to play a game by receiving rewards and penalties from trial and error. What kind of learning is this?',
              multiple: false,
              options: [
                'Reinforcement learning',
                'Supervised learning',
                'Unsupervised learning',
                'Propositional logic',
              ],
              correct: [0],
              explanation:
                'Reinforcement learning improves behaviour from rewards and penalties rather than from labelled answers.',
            },
            {
              prompt:
                'Which practices support responsible deployment of high-stakes AI? Select all that apply.',
              multiple: true,
              options: [
                'Keeping a human in the loop',
                'Monitoring performance after launch',
                'Giving people a route to challenge decisions',
                'Skipping tests on groups that are rare in the data',
              ],
              correct: [0, 1, 2],
              explanation:
                'Human oversight, monitoring and appeal routes all improve accountability. Models must be tested on every group they will serve.',
            },
            {
              prompt: 'Why is a supervised model tested on data it has never seen?',
              multiple: false,
              options: [
                'To estimate real-world performance and catch overfitting',
                'To make training faster',
                'Because the training data cannot be reused',
                'To increase the number of labels',
              ],
              correct: [0],
              explanation:
                'A model can memorise its training data, so only unseen data gives an honest estimate of how it will perform.',
            },
            {
              prompt: 'What is a model card?',
              multiple: false,
              options: [
                'Documentation of what a model is for, how it was tested and where it fails',
                'A hardware component that speeds up training',
                'A legal licence required to use AI in the EU',
                'A summary of the model’s source code',
              ],
              correct: [0],
              explanation:
                'Model cards are a transparency practice that records a model’s purpose, evaluation and known limitations.',
            },
            {
              prompt:
                'According to this course, which are current limitations of AI? Select all that apply.',
              multiple: true,
              options: [
                'Language models can produce fluent but false statements',
                'Performance can drop when real-world data differ from training data',
                'AI cannot play chess well',
                'Artificial general intelligence does not exist today',
              ],
              correct: [0, 1, 3],
              explanation:
                'Hallucinations, fragility under changed data and the absence of general intelligence are real limits, whereas chess engines play at superhuman level.',
            },
          ],
        },
      ],
    },
  ],
};
