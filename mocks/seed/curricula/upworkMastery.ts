import { HOW_THIS_COURSE_WORKS, videoLesson } from './shared';
import type { SeedCurriculum } from './types';

export const curriculum: SeedCurriculum = {
  courseId: '6650a1c0000000000000000f',
  chapters: [
    {
      title: 'Your Upwork profile',
      lessons: [
        HOW_THIS_COURSE_WORKS,
        {
          kind: 'text',
          title: 'Welcome to Upwork Mastery',
          minutes: 5,
          preview: true,
          body: `Upwork is one of the largest online marketplaces for freelance work. Clients post jobs, freelancers send proposals, and the platform handles contracts, time tracking, messaging and payment. Because it takes care of that admin and brings clients to you, it is a popular place to start freelancing — which also makes it competitive. A popular job post can attract dozens of proposals within hours, and clients decide quickly.

This course is about standing out in that crowd, steadily and honestly.

## What you will learn

- **Chapter 1: Your profile.** How to write a title and overview that speak to the clients you want, and how to present your portfolio and skills as proof.
- **Chapter 2: Finding and winning work.** Searching efficiently, reading a job post for warning signs and good signals, and writing proposals that get replies.
- **Chapter 3: Growing on Upwork.** Using contracts and milestones so you are paid safely, looking after your Job Success Score, and earning badges such as Top Rated.

## A note on changing details

Upwork regularly adjusts its fees, the cost of Connects (the credits used to submit proposals), and the exact requirements for its talent badges. This course explains how these systems work in general terms. Before making decisions, check the current figures in Upwork's Help Center and in your account settings.

## What you need

An Upwork freelancer account, or a plan to create one, and a clear idea of the service you want to sell. If you have not yet chosen a niche, do that first: a focused profile wins more work than one that claims to do everything.

## How to use the lessons

Keep your own profile open in another tab and improve it as you go. Small, specific changes made lesson by lesson add up to a profile that clients take seriously.`,
        },
        {
          kind: 'text',
          title: 'Building a profile that stands out',
          minutes: 6,
          body: `Your profile is your shop window. Clients often compare several freelancers after receiving proposals or searching for talent, so it has to convince a busy reader within seconds, and then back up its claims with evidence.

## The title

Your title appears beside your name in search results and alongside your proposals. Make it specific about the service and, ideally, the client or the result: "Shopify Developer for Fashion Brands | Speed and Conversion Fixes" tells a client far more than "Web Developer". Include the terms clients would search for.

## The overview

Only the opening lines of your overview are visible before a client expands it, so lead with the client's problem and the outcome you deliver, not your life story. Follow with proof (years of experience, notable results), a line on how you work, and an invitation to message you with project details. Keep the language plain and confident.

## Photo, skills and details

Use a clear, friendly headshot: a real photo of you, well lit and facing the camera. Choose skills that describe your core service precisely, because they help Upwork's search and job matching connect you with relevant posts. Complete your employment history, education and languages, with honest proficiency levels. If you offer two distinct services, such as copywriting and translation, specialised profiles let you present each with its own title, overview and portfolio.

## A focused portfolio

Clients hire on evidence. Add three to six strong pieces that match the jobs you want, rather than everything you have ever made. Give each a descriptive title, explain the problem, your role and the result, and use images or links that load quickly. If you are new, create sample projects that solve realistic problems and label them honestly as samples. Once contracts end, client feedback becomes your most persuasive proof.

## Set a considered rate

Do not automatically choose the lowest rate in your category. A very low rate can signal inexperience and attracts clients who care only about price. Look at what established freelancers in your niche charge, and position yourself deliberately.`,
        },
      ],
    },
    {
      title: 'Finding and winning work',
      lessons: [
        {
          kind: 'text',
          title: 'Finding the right jobs',
          minutes: 6,
          body: `Every proposal costs Connects and time. The aim is not to apply to as many jobs as possible but to apply to the right ones, where you have a genuine chance of being hired.

## Search efficiently

- Use precise keywords for your niche rather than broad terms.
- Filter by experience level, project length, budget and client history.
- Save searches for your core services so you can check them quickly several times a day.
- Look at the jobs Upwork recommends in your feed, but do not rely on them alone.

## Read the client's signals

Each job post shows information about the client. Good signs include:

| Signal | What it suggests |
| --- | --- |
| Payment method verified | The client has set up a way to pay through Upwork |
| A history of spending and hires | An experienced, active client |
| Good reviews from freelancers | They are fair to work with |
| A clear, detailed description | They know what they want |
| A realistic budget | Your rate is likely to fit |

Check the activity on the job too: how many proposals have been sent, how many freelancers the client is already interviewing, and when they last viewed the post. A job with dozens of proposals and several interviews under way is harder to win.

## Watch for red flags

- Requests to communicate or take payment outside Upwork.
- Demands for substantial unpaid "test" work.
- Vague descriptions, unrealistic promises, or budgets far below market rates.
- Requests for your personal financial details, or for you to buy equipment on their behalf.

Report suspicious posts to Upwork rather than engaging with them.

## Move fast, but choose well

Applying early helps, because clients often start reviewing the first good proposals. Even so, one tailored proposal to a well-matched job beats five rushed ones.`,
        },
        {
          kind: 'text',
          title: 'Writing winning proposals',
          minutes: 6,
          body: `The opening lines of your proposal are what a client sees first in their list of applicants, next to your name, title and rate. If those lines do not show that you understood the job, the rest may never be read.

## Open with the client's need

Skip "Dear Sir or Madam, I am a highly skilled professional". Start by restating their goal and hinting at your solution: "You need your store's checkout to load faster before the holiday sale — I've cut load times by 40% for three similar shops." That single sentence shows you read the post and have relevant proof.

## Then keep it tight

1. **Approach** — two or three steps describing how you would do the work.
2. **Proof** — a link to one or two relevant portfolio pieces.
3. **A question** — one thoughtful question that moves the conversation forward.
4. **Close** — invite a short call or a message to discuss details.

Answer every screening question the client added, directly and specifically. Many clients read those answers before anything else.

## Bids and milestones

For fixed-price jobs you can propose milestones — for example mock-ups, then development, then launch. Clear milestones reassure the client and mean you are paid in stages. Bid what the work is worth; a job won at a rate you resent rarely ends well.

## Use Connects wisely

Each proposal uses Connects, and the number required varies from job to job. Upwork also lets you spend extra Connects to boost a proposal so that it appears higher in the client's list. Boosting can help on well-matched jobs, but it does not rescue a weak proposal; improve your targeting and opening lines first.

## Track your results

Keep a simple log of jobs applied to, replies, interviews and hires. If few proposals get replies, rewrite your opening lines; if interviews rarely turn into contracts, work on your calls and your pricing.`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: profile, jobs and proposals',
          minutes: 5,
          passMark: 70,
          questions: [
            {
              prompt: 'Which profile title is likely to be most effective?',
              multiple: false,
              options: [
                'Web Developer',
                'Shopify Developer for Fashion Brands | Speed and Conversion Fixes',
                'Hard-working freelancer, available now',
                'Jack of all trades',
              ],
              correct: [1],
              explanation:
                'A specific title names the service, the client and the result, and includes terms clients actually search for.',
            },
            {
              prompt: 'Which job-post signals suggest a reliable client? Select all that apply.',
              multiple: true,
              options: [
                'Payment method verified',
                'A history of spending and hires',
                'Good reviews from other freelancers',
                'A request to move payment outside Upwork',
              ],
              correct: [0, 1, 2],
              explanation:
                'Verified payment, hiring history and good reviews point to an active, fair client. Asking to pay outside Upwork is a red flag.',
            },
            {
              prompt: 'Which of these are red flags in a job post? Select all that apply.',
              multiple: true,
              options: [
                'Asking you to communicate or be paid outside Upwork',
                'Demanding substantial unpaid test work',
                'A clear, detailed description of the task',
                'A verified payment method',
              ],
              correct: [0, 1],
              explanation:
                'Off-platform requests and large unpaid tests are common warning signs. A detailed description and verified payment are good signals.',
            },
            {
              prompt: 'How should a proposal open?',
              multiple: false,
              options: [
                'With your full work history',
                'By restating the client’s need and hinting at your solution, with brief proof',
                'With a formal generic greeting',
                'By asking the client to raise their budget',
              ],
              correct: [1],
              explanation:
                'The opening lines are what the client sees first, so they should show you understood the job and have relevant experience.',
            },
            {
              prompt: 'What does boosting a proposal do?',
              multiple: false,
              options: [
                'Spends extra Connects so the proposal appears higher in the client’s list',
                'Guarantees that you are hired',
                'Lowers the service fee on the contract',
                'Gives you Top Rated status',
              ],
              correct: [0],
              explanation:
                'Boosting uses additional Connects to raise a proposal’s position. It helps visibility but cannot fix a weak proposal.',
            },
            {
              prompt: 'What should your Upwork portfolio mainly contain?',
              multiple: false,
              options: [
                'Everything you have ever made',
                'Three to six strong pieces that match the jobs you want',
                'Only certificates',
                'Nothing until you have client reviews',
              ],
              correct: [1],
              explanation:
                'A small, focused portfolio shows clients evidence of exactly the work they need. New freelancers can add honestly labelled sample projects.',
            },
          ],
        },
      ],
    },
    {
      title: 'Growing on Upwork',
      lessons: [
        videoLesson('finding-freelance-clients', 'Finding freelance clients'),
        {
          kind: 'text',
          title: 'Contracts, milestones and getting paid',
          minutes: 6,
          body: `When a client hires you, Upwork creates a contract. Understanding how each contract type protects you is the difference between being paid reliably and chasing money.

## Fixed-price contracts

The work is divided into one or more milestones. The client funds each milestone before you start it, and Upwork holds the money in escrow. When you finish, you submit the work; once the client approves it, the funds are released to you. If the client does not respond within the review period, the payment is released automatically. Revision requests and disputes go through Upwork's own processes.

**Rule of thumb:** do not start a milestone until it shows as funded.

## Hourly contracts

You are paid for time logged against the contract, up to any weekly limit the client sets. To qualify for Upwork's hourly payment protection, track your time with Upwork's desktop app, which builds a Work Diary with periodic screenshots and activity levels, and make sure the logged work matches the contract. Time added manually is generally not covered by that protection, so agree it with the client in advance if you need to use it.

## Keep everything on the platform

Communicate, share files and take payment through Upwork. Payment protection and dispute support only cover work managed there, and moving a client relationship off Upwork to avoid fees breaks its terms of service.

## Understand the fees

Upwork charges freelancers a service fee on their earnings, and the rate and structure have changed over the years. Check the current fee in the Help Center and build it into your pricing, so that your take-home pay still meets your minimum rate.

## End contracts cleanly

When the work is finished, close the contract promptly. Ending a contract lets both sides leave feedback, and contracts left open without activity can affect your Job Success Score.`,
        },
        {
          kind: 'text',
          title: 'Job Success Score and Top Rated',
          minutes: 6,
          body: `Upwork shows clients several signals of a freelancer's track record. The two that matter most are the Job Success Score and talent badges.

## Job Success Score (JSS)

The JSS is a percentage that reflects how satisfied clients have been with your work over time. Upwork calculates it from your contract outcomes, including public feedback, private feedback that clients share only with Upwork, and long-term relationships with repeat clients. New freelancers have no score until they have completed enough contracts. Because private feedback counts, you cannot always see why the score moves; consistently good work is the only reliable strategy.

## Ways to protect your score

- Take jobs that genuinely fit your skills, and set clear expectations at the start.
- Communicate often and resolve problems before the contract ends.
- Encourage repeat work and long-term contracts; ongoing relationships count in your favour.
- Close finished contracts rather than leaving them open and inactive.

## Talent badges

| Badge | General idea |
| --- | --- |
| Rising Talent | Promising newer freelancers with a complete profile and early positive signs |
| Top Rated | Established freelancers with a consistently high JSS and a solid earnings record |
| Top Rated Plus | Top Rated freelancers with a track record on larger or long-term work |
| Expert-Vetted | A small group who pass an additional vetting process |

## Earning Top Rated

Upwork reviews eligibility regularly. The requirements have included a high Job Success Score maintained over a period, a minimum level of earnings over the past year, a complete and up-to-date profile, and an account in good standing. The exact thresholds change, so check the current criteria in the Help Center.

Top Rated brings more visibility and client trust. Treat it as a by-product of excellent, well-communicated work for well-chosen clients, not as a target to game.`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: contracts, payment and reputation',
          minutes: 5,
          passMark: 70,
          questions: [
            {
              prompt: 'On a fixed-price contract, when should you start work on a milestone?',
              multiple: false,
              options: [
                'As soon as the client sends a message',
                'Once the milestone shows as funded',
                'After you have submitted the work',
                'After the contract has been closed',
              ],
              correct: [1],
              explanation:
                'The client funds each milestone into escrow before work begins. Starting before it is funded leaves you unprotected.',
            },
            {
              prompt:
                'You submit a fixed-price milestone and the client does not respond within the review period. What happens?',
              multiple: false,
              options: [
                'The payment is released to you automatically',
                'The money is refunded to the client',
                'The contract is cancelled',
                'You must resubmit the work',
              ],
              correct: [0],
              explanation:
                'If the client neither approves nor requests changes within the review period, the escrowed funds are released automatically.',
            },
            {
              prompt:
                'Which are needed for Upwork’s hourly payment protection? Select all that apply.',
              multiple: true,
              options: [
                'Tracking time with Upwork’s desktop app',
                'A Work Diary with screenshots and activity levels',
                'Adding all your hours manually',
                'Logged work that matches the contract',
              ],
              correct: [0, 1, 3],
              explanation:
                'Protection relies on time tracked through the desktop app and recorded in the Work Diary for work on the contract. Manual time is generally not covered.',
            },
            {
              prompt: 'What does the Job Success Score draw on? Select all that apply.',
              multiple: true,
              options: [
                'Public feedback from clients',
                'Private feedback clients share only with Upwork',
                'Long-term relationships with repeat clients',
                'How many Connects you have bought',
              ],
              correct: [0, 1, 2],
              explanation:
                'The JSS reflects client satisfaction through public and private feedback and repeat relationships. Buying Connects has nothing to do with it.',
            },
            {
              prompt: 'Why should you keep communication and payment on Upwork?',
              multiple: false,
              options: [
                'Payment protection and dispute support only cover work managed there, and moving clients off to avoid fees breaks the terms',
                'It is the only way to send files',
                'It removes the service fee',
                'It guarantees Top Rated status',
              ],
              correct: [0],
              explanation:
                'Upwork’s protections apply only to work on the platform, and taking a client relationship elsewhere to avoid fees violates its terms of service.',
            },
            {
              prompt:
                'Which badge goes to a small group of freelancers who pass an additional vetting process?',
              multiple: false,
              options: ['Rising Talent', 'Top Rated', 'Top Rated Plus', 'Expert-Vetted'],
              correct: [3],
              explanation:
                'Expert-Vetted involves extra vetting beyond the track record that Top Rated and Top Rated Plus are based on.',
            },
          ],
        },
      ],
    },
  ],
};
