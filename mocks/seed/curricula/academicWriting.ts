import { HOW_THIS_COURSE_WORKS, videoLesson } from './shared';
import type { SeedCurriculum } from './types';

export const curriculum: SeedCurriculum = {
  courseId: '6650a1c00000000000000008',
  chapters: [
    {
      title: 'Planning your paper',
      lessons: [
        HOW_THIS_COURSE_WORKS,
        {
          kind: 'text',
          title: 'Welcome to Academic Writing',
          minutes: 5,
          preview: true,
          body: `Academic writing is less about sounding clever and more about making a clear claim, backing it with evidence and showing readers exactly where that evidence came from. This course walks through the whole life of an essay or research paper, from the moment you receive the assignment to the final read-through before you submit.

## What makes writing "academic"

Most university and college assignments share a handful of features:

- **A central argument.** The paper defends a position rather than collecting facts.
- **Evidence from credible sources.** Claims rest on research, data or close reading of texts.
- **Transparent attribution.** Every borrowed idea, number or phrase is cited.
- **A deliberate structure.** Readers can see how each section moves the argument forward.
- **A precise, formal tone.** Plain words are preferred to vague or inflated ones.

## How the course is organised

1. **Planning your paper** — decoding the prompt, narrowing a topic and turning it into a thesis.
2. **Drafting with evidence** — building body paragraphs and citing sources in APA and MLA.
3. **Integrity and revision** — avoiding plagiarism, then revising and editing a full draft.

Two short quizzes check your understanding along the way.

## Getting the most from it

Keep a real assignment beside you, even an old one. After each lesson, apply the technique to that piece: rewrite its thesis, test a paragraph against the checklist, fix its references. Writing improves through practice on actual drafts far more than through reading about writing.`,
        },
        {
          kind: 'text',
          title: 'From prompt to thesis',
          minutes: 6,
          body: `Many weak essays go wrong before a single paragraph is written, because the writer answered a different question from the one that was set. Planning starts with reading the prompt slowly.

## Decode the task words

The verb in the prompt tells you what kind of thinking is expected:

| Task word | What it asks you to do |
| --- | --- |
| Describe | Say what something is or how it happened, without judging it |
| Analyse | Break a topic into parts and explain how they work together |
| Compare | Set out similarities and differences, then explain why they matter |
| Evaluate | Weigh strengths and weaknesses and reach a reasoned verdict |
| Argue | Take a position and defend it against alternatives |

Underline the topic, the task word and any limits such as word count, date range or required sources.

## Narrow to a research question

"Climate change" is a subject, not a question. Narrow it until it could be answered in the space available: "How effective have UK low-emission zones been at reducing roadside nitrogen dioxide?" A good question is focused, researchable and open to more than one answer.

## Write a working thesis

A thesis statement is your answer to that question in one or two sentences, usually placed at the end of the introduction. An effective thesis is:

- **Arguable** — a reasonable reader could disagree with it.
- **Specific** — it names a clear scope rather than gesturing at "effects".
- **Reasoned** — it previews the main reasons that the body will develop.

Weak: "This essay will discuss low-emission zones."
Stronger: "Low-emission zones have cut roadside nitrogen dioxide in UK cities, but mainly where they are paired with strict enforcement and public transport investment."

Finally, sketch an outline: one line per body paragraph, each a reason that supports the thesis.`,
        },
      ],
    },
    {
      title: 'Drafting with evidence',
      lessons: [
        {
          kind: 'text',
          title: 'Building body paragraphs',
          minutes: 6,
          body: `Body paragraphs do the real work of an essay. Each one should advance a single step of the argument, so a reader could summarise it in one sentence.

## The PEEL pattern

A dependable structure for an argumentative paragraph is **PEEL**:

1. **Point** — a topic sentence stating the paragraph's claim and linking it to the thesis.
2. **Evidence** — a quotation, statistic, example or paraphrase from a source, with a citation.
3. **Explanation** — your analysis: how the evidence supports the point, and why it matters.
4. **Link** — a closing sentence that ties the point back to the thesis or leads into the next paragraph.

The explanation step is where marks are usually won or lost. Evidence never speaks for itself; a quotation dropped in without comment leaves the reader to guess why it is there.

## Integrating quotations

Introduce a quotation with a signal phrase, present it, then comment on it. For example: *As Patel argues, "enforcement determines outcomes" (2021, p. 88). This suggests that the zones themselves matter less than the willingness to fine drivers.* Prefer short quotations, and paraphrase when the exact wording is not important.

## Keeping paragraphs focused

- Stick to one main idea; if a second idea appears, it needs its own paragraph.
- Aim for roughly 150 to 250 words in most undergraduate essays.
- Use transitions that show logic, not just sequence: *however*, *as a result*, *by contrast*, *this implies*.

## Check your draft

Read only the topic sentences in order. If they form a coherent summary of your argument, the structure is sound. If they jump around, reorder or rewrite them before polishing any sentences.`,
        },
        {
          kind: 'text',
          title: 'Citing sources in APA and MLA',
          minutes: 7,
          body: `Citation styles exist so that readers can find your sources and see which ideas are yours. The two you will meet most often are **APA** (7th edition), common in psychology, education and the social sciences, and **MLA** (9th edition), common in literature, languages and the humanities. Always follow the style your instructor names.

## In-text citations

| Situation | APA 7 | MLA 9 |
| --- | --- | --- |
| Quotation, one author | (Lopez, 2019, p. 42) | (Lopez 42) |
| Two authors | (Lopez & Chen, 2019) | (Lopez and Chen 42) |
| Three or more authors | (Lopez et al., 2019) | (Lopez et al. 42) |
| Author named in the sentence | Lopez (2019) argues... | Lopez argues... (42) |

Notice the pattern: APA is built around the **year**, because currency matters in the sciences; MLA is built around the **page**, because close reading of the text matters in the humanities. MLA uses no comma between author and page. In APA, page numbers are required for direct quotations and encouraged for paraphrases.

## The source list

- APA calls it **References**; MLA calls it **Works Cited**.
- Both are alphabetical by the first author's surname, double-spaced, with a hanging indent.
- Every in-text citation must match an entry, and every entry must be cited somewhere in the text.

## Example entries for a book

- **APA:** Lopez, M. (2019). *Cities and clean air*. Riverbank Press.
- **MLA:** Lopez, Maria. *Cities and Clean Air*. Riverbank Press, 2019.

APA uses initials and sentence case for titles; MLA uses full first names and title case. Reference managers such as Zotero can format entries, but always check their output against the style guide.`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: planning and drafting',
          minutes: 5,
          passMark: 60,
          questions: [
            {
              prompt: 'Which of these is the strongest thesis statement?',
              multiple: false,
              options: [
                'This essay will discuss school phone bans.',
                'Phones in schools have good and bad effects.',
                'Secondary schools should ban phones during lessons because bans cut distraction without reducing student safety.',
                'Many teenagers own a smartphone.',
              ],
              correct: [2],
              explanation:
                'It takes an arguable position, sets a specific scope and previews the reasons the essay will develop. The others only announce a topic or state accepted facts.',
            },
            {
              prompt: 'A prompt asks you to "evaluate" a policy. What are you being asked to do?',
              multiple: false,
              options: [
                'Describe how the policy was introduced, in order',
                'Weigh its strengths and weaknesses and reach a reasoned verdict',
                'List the ways it resembles another policy',
              ],
              correct: [1],
              explanation:
                'Evaluating means judging: you weigh the evidence on both sides and come to a conclusion. Describing or comparing alone would not answer the task.',
            },
            {
              prompt: 'In a PEEL paragraph, what is the job of the Explanation step?',
              multiple: false,
              options: [
                'To introduce a second main idea',
                "To show how the evidence supports the paragraph's point and why it matters",
                'To repeat the thesis word for word',
                'To list the full reference for the source',
              ],
              correct: [1],
              explanation:
                "Evidence never speaks for itself, so the explanation is your analysis linking it to the point. This is where most of a paragraph's value lies.",
            },
            {
              prompt: 'Which statements about APA 7 style are true? Select all that apply.',
              multiple: true,
              options: [
                'In-text citations include the year of publication',
                'The source list is titled "References"',
                'The source list is titled "Works Cited"',
                'A source with three or more authors is cited as the first author plus "et al."',
              ],
              correct: [0, 1, 3],
              explanation:
                'APA is built around author and year, calls its list References and shortens three or more authors to "et al." from the first citation. "Works Cited" is the MLA term.',
            },
            {
              prompt:
                'Which is a correct MLA 9 in-text citation for a quotation from page 42 of a book by Maria Lopez?',
              multiple: false,
              options: ['(Lopez, 2019, p. 42)', '(Lopez 42)', '(Lopez, p42)', '(Lopez: 2019)'],
              correct: [1],
              explanation:
                'MLA in-text citations give the author and page number with no comma between them. "(Lopez, 2019, p. 42)" is the APA format.',
            },
          ],
        },
      ],
    },
    {
      title: 'Integrity and revision',
      lessons: [
        {
          kind: 'text',
          title: 'Avoiding plagiarism',
          minutes: 6,
          body: `Plagiarism is presenting someone else's words, ideas or data as your own, whether on purpose or by accident. Universities treat it as a serious breach of academic integrity, and "I didn't mean to" is rarely accepted as a defence. The good news is that careful habits prevent almost all of it.

## Forms it takes

- **Copying without quotation marks.** Even with a citation, reusing a source's exact wording without quotation marks misrepresents those words as yours.
- **Patchwriting.** Swapping in synonyms while keeping the source's sentence structure is still copying.
- **Uncited paraphrase or summary.** Rewording an idea does not make it yours; the idea still needs a citation.
- **Self-plagiarism.** Resubmitting work you wrote for another assignment without permission.
- **Unacknowledged help.** Submitting text written by another person, or by an AI tool, where your institution's rules forbid it or require disclosure.

## Paraphrasing properly

1. Read the passage until you understand it fully.
2. Close the source and write the idea from memory, in your own structure and words.
3. Compare with the original to check accuracy and that no phrases slipped through.
4. Add the citation.

## What does not need a citation

Common knowledge, facts that are widely known and easily verified, such as "Paris is the capital of France", needs no citation. Your own analysis and conclusions do not either. When in doubt, cite.

## Habits that protect you

Keep source notes with quotation marks and page numbers from the start, so you can always tell your words from a source's. Record full reference details as you research, not the night before the deadline.`,
        },
        videoLesson('writing-a-thesis-statement', 'Writing a thesis statement'),
        {
          kind: 'text',
          title: 'Revising and editing your draft',
          minutes: 6,
          body: `A first draft is where you discover what you think. Revision is where you make that thinking clear to someone else. Work from the largest problems to the smallest, so you do not polish sentences that will later be cut.

## Three levels of review

| Level | Questions to ask |
| --- | --- |
| **Revising** (global) | Does the thesis match what the body actually argues? Is every paragraph needed, and in the right order? |
| **Editing** (sentence) | Is each sentence clear and concise? Are terms used consistently? Are transitions logical? |
| **Proofreading** (surface) | Are spelling, punctuation, citation format and page numbers correct? |

Argument often shifts during drafting, so revisit the thesis first: rewrite it to fit the essay you wrote, or revise the paragraphs to fit the thesis you intended.

## Reverse outlining

After drafting, write one line beside each paragraph summarising its main point. Read that list on its own. Gaps in logic, repeated points and paragraphs that belong elsewhere become obvious once the prose is stripped away.

## Practical habits

- **Leave time.** A break of a day or more between drafting and revising helps you read as a stranger would.
- **Read aloud.** Your ear catches clumsy rhythm and missing words that your eye skips.
- **Cut ruthlessly.** Phrases like "it is important to note that" can almost always go.
- **Use feedback.** Writing centres and peers can tell you where they got lost, which you cannot see yourself.
- **Separate passes.** Check citations in one pass and spelling in another rather than everything at once.

Finish with a last look at the assignment brief to confirm you met every requirement.`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: integrity and revision',
          minutes: 5,
          passMark: 60,
          questions: [
            {
              prompt: 'Which of these count as plagiarism? Select all that apply.',
              multiple: true,
              options: [
                'Copying a sentence word for word and citing it, but without quotation marks',
                "Keeping a source's sentence structure and swapping in synonyms",
                'Resubmitting an essay you wrote for another course without permission',
                'Writing "Paris is the capital of France" without a citation',
              ],
              correct: [0, 1, 2],
              explanation:
                'Unquoted wording, patchwriting and unauthorised self-reuse all misrepresent where the work came from. Widely known, easily verified facts are common knowledge and need no citation.',
            },
            {
              prompt: 'Which method of paraphrasing does the course recommend?',
              multiple: false,
              options: [
                'Change every few words of the passage to synonyms',
                'Understand the passage, close the source, write from memory, then check and cite',
                'Rearrange the original sentences into a different order',
              ],
              correct: [1],
              explanation:
                'Writing from memory forces you to use your own words and structure, and checking against the source catches slips. The citation is still required.',
            },
            {
              prompt: 'Which task belongs to revising rather than proofreading?',
              multiple: false,
              options: [
                "Correcting a misspelled author's name",
                'Reordering paragraphs so the argument builds logically',
                'Fixing a missing comma',
                'Checking page numbers in citations',
              ],
              correct: [1],
              explanation:
                'Revising deals with global issues such as argument and structure. The other tasks are surface corrections made at the proofreading stage.',
            },
            {
              prompt: 'What is a reverse outline?',
              multiple: false,
              options: [
                'An outline written before any research is done',
                "A one-line summary of each paragraph's main point, written after drafting to test the structure",
                'A reference list sorted in reverse alphabetical order',
              ],
              correct: [1],
              explanation:
                'Summarising each finished paragraph in one line reveals gaps, repetition and misplaced points. It is a revision tool, not a planning tool.',
            },
            {
              prompt: 'Which are good revision habits? Select all that apply.',
              multiple: true,
              options: [
                'Leave time between finishing the draft and revising it',
                'Read the draft aloud',
                'Fix spelling before checking whether the argument works',
                'Check that the thesis still matches what the body paragraphs argue',
              ],
              correct: [0, 1, 3],
              explanation:
                'Distance, reading aloud and checking the thesis against the body all improve a draft. Polishing spelling first wastes effort on sentences that may later be cut.',
            },
          ],
        },
        {
          kind: 'text',
          title: 'Writing a strong conclusion',
          minutes: 5,
          draft: { lessonId: '6650a8c0000000000000d001' },
          body: `A conclusion is the last thing your reader takes away, yet many students write it in the final ten minutes. It deserves a plan of its own, because a weak ending can undo the good impression the body of the paper has built.

## What a conclusion does

A good conclusion answers the question "so what?". It restates the thesis in new words that reflect what the paper has shown, draws the main points together instead of listing them again, and says why the argument matters beyond the page: for a field, a policy or a further question.

## What to leave out

- **New evidence.** If a source or a result is important, it belongs in a body paragraph.
- **Apologies.** Phrases such as "this essay has only touched on" weaken an argument you have just made.
- **Grand claims.** Ending with "this will change the world" invites doubt; a measured claim reads as confident.

## A simple test

Read your introduction and your conclusion one after the other. The conclusion should sound like the same writer who now knows more, not like a copy of the opening paragraph. If a reader could swap the two without noticing, revise the ending until it shows what the essay achieved.`,
        },
      ],
    },
  ],
};
