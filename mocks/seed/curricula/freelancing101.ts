import { HOW_THIS_COURSE_WORKS, videoLesson } from './shared';
import type { SeedCurriculum } from './types';

export const curriculum: SeedCurriculum = {
  courseId: '6650a1c0000000000000000e',
  chapters: [
    {
      title: 'Setting up your freelance business',
      lessons: [
        HOW_THIS_COURSE_WORKS,
        {
          kind: 'text',
          title: 'Welcome to Freelancing 101',
          minutes: 5,
          preview: true,
          body: `Freelancing means selling your skills to several clients as an independent business rather than working for one employer. Writers, designers, developers, translators, bookkeepers, marketers and consultants all freelance. The appeal is real — you choose your clients, set your prices and shape your own hours — but so are the responsibilities: you find your own work, handle your own taxes, and nobody pays you for a day off.

This course treats freelancing as what it really is: running a small business.

## What the three chapters cover

- **Setting up** — choosing a niche that clients will pay for and that makes you easy to recommend.
- **Pricing and proposals** — working out a rate that actually covers your costs, then writing proposals that win the work.
- **Clients and contracts** — where to find clients, what a good contract includes, and how to keep projects running smoothly from kickoff to final invoice.

## Who it is for

It is written for people taking their first freelance steps, whether alongside a job or full time, and for early freelancers who feel busy but underpaid. No particular profession is assumed; the examples range across writing, design and technical work.

## A note on legal and tax questions

Rules on business registration, tax and contracts differ from country to country. This course explains the principles and the questions to ask; for decisions specific to you, check your local tax authority's guidance or talk to an accountant.

## Before you begin

Write down the service you want to offer and three kinds of client who might buy it. You will refine that list throughout the course, and it will become the basis of your niche, your pricing and your first proposals.`,
        },
        {
          kind: 'text',
          title: 'Choosing a niche',
          minutes: 5,
          body: `A niche is a specific combination of the service you offer and the clients you offer it to. "Freelance writer" is a job title; "writer of case studies for B2B software companies" is a niche. Specialising can feel like turning work away, but in practice it usually makes you easier to find, easier to recommend and easier to pay well.

## Why specialists earn more

- **Clients trust relevant experience.** A dental clinic would rather hire a web designer who has built ten dental websites than a generalist.
- **Marketing gets simpler.** You know where your clients gather and what they worry about.
- **You work faster.** Repeating similar projects builds templates, processes and insight, so each job takes less time.
- **Referrals travel further.** People remember "the person who writes email newsletters for independent bookshops".

## How to choose

Look for the overlap of three things:

1. **Skills** you already have or can credibly develop.
2. **Interest** strong enough to sustain years of work.
3. **Demand** from clients who have budgets — check job boards, industry groups and the client lists of established freelancers.

You can niche by industry (healthcare, e-commerce), by service (conversion copywriting, motion graphics), or by a problem you solve (moving online shops to a new platform).

## Test before committing

Treat your first niche as a hypothesis. Talk to a few potential clients, take on one or two projects, and notice which work brings satisfied clients and fair fees. A niche can be refined later; what matters is starting specific enough that the right people recognise themselves in your pitch.`,
        },
      ],
    },
    {
      title: 'Pricing and proposals',
      lessons: [
        {
          kind: 'text',
          title: 'Pricing your services',
          minutes: 6,
          body: `Underpricing is the most common mistake new freelancers make. A rate that looks generous next to an hourly wage often is not, because you pay for your own equipment, software, tax and holidays, and for all the hours you spend finding work instead of doing it.

## Work out your minimum rate

1. Decide the annual income you need, before tax.
2. Add yearly business expenses: software, equipment, insurance, accounting.
3. Estimate your billable hours. Admin, marketing and proposals take a large share of a freelancer's week, so 20 to 25 billable hours a week is a realistic starting assumption.
4. Divide the total by the billable hours.

For example, a target income of 45,000 plus 5,000 of expenses makes 50,000. At 22 billable hours a week for 44 working weeks, you have 968 billable hours, so your minimum rate is about 52 an hour. Charging 30 because it "sounds fair" would leave a large gap.

## Pricing models

| Model | How it works | Best when |
| --- | --- | --- |
| Hourly | Paid for the time you track | Scope is unclear or ongoing |
| Project (fixed) | One price for defined deliverables | Scope is clear and you can estimate well |
| Value-based | Price tied to the result's worth to the client | The outcome is measurable and valuable |
| Retainer | Monthly fee for agreed work or availability | Needs are ongoing and predictable |

Fixed project pricing rewards efficiency: as you get faster, your effective hourly rate rises. Hourly pricing protects you when the scope is uncertain.

## Raising your rates

Raise prices for new clients first, give existing clients advance notice, and review your rates at least once a year. Losing the most price-sensitive clients often frees time for better-paid work.`,
        },
        {
          kind: 'text',
          title: 'Writing proposals that win',
          minutes: 6,
          body: `A proposal is a sales document, not a CV. The client wants to know one thing: can this person solve my problem with little risk? Every part of your proposal should answer that question.

## A proven structure

1. **The client's problem in their words.** Show you listened: "You need your shop's product pages rewritten before the spring launch so that more visitors buy."
2. **Your approach.** Outline the steps you would take and why. This is where your expertise shows.
3. **Relevant proof.** One or two similar projects, with results, beat a long list of everything you have ever done.
4. **Scope and deliverables.** What exactly is included, and what is not.
5. **Timeline.** Key milestones and the final delivery date.
6. **Price.** Clear, with payment terms. Offering two or three options, such as a basic and a fuller package, lets the client choose how much to buy rather than whether to buy.
7. **Next step.** A specific call to action: "Reply to book a 20-minute call this week."

## Habits that raise your win rate

- **Respond quickly.** An early, relevant proposal stands out before the client has read dozens.
- **Ask a smart question.** A thoughtful question about their goals shows you are thinking about the work, not just the job.
- **Personalise every proposal.** Copy-and-paste templates are obvious and usually ignored.
- **Keep it short.** A focused page beats five pages of padding.
- **Qualify the client.** Not every lead deserves a proposal. If the budget, timeline or fit is wrong, a polite decline saves your effort for better prospects.

If you hear nothing, follow up once or twice; a brief, friendly message often revives a stalled decision.`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: niche, pricing and proposals',
          minutes: 5,
          passMark: 70,
          questions: [
            {
              prompt: 'Which of these best describes a freelance niche?',
              multiple: false,
              options: [
                'A job title such as "freelance writer"',
                'A specific combination of the service you offer and the clients you offer it to',
                'Any work that pays',
                'A long-term contract with a single employer',
              ],
              correct: [1],
              explanation:
                'A niche pairs a service with a client type, such as case studies for B2B software companies. A bare job title is too broad to stand out.',
            },
            {
              prompt: 'Why do specialist freelancers often earn more? Select all that apply.',
              multiple: true,
              options: [
                'Clients trust relevant experience',
                'Their marketing becomes simpler',
                'Repeating similar projects makes them faster',
                'They are legally entitled to charge higher rates',
              ],
              correct: [0, 1, 2],
              explanation:
                'Relevant experience, focused marketing and efficiency all raise what a specialist can charge. No law sets higher rates for specialists.',
            },
            {
              prompt:
                'A freelancer needs 45,000 of income plus 5,000 of expenses and expects 968 billable hours a year. What is their minimum hourly rate, roughly?',
              multiple: false,
              options: ['About 30', 'About 47', 'About 52', 'About 65'],
              correct: [2],
              explanation:
                'The total of 50,000 divided by 968 billable hours is about 51.65, so roughly 52 an hour.',
            },
            {
              prompt:
                'Which pricing model best suits a client with ongoing, predictable monthly needs?',
              multiple: false,
              options: ['Hourly', 'Fixed project price', 'Value-based', 'Retainer'],
              correct: [3],
              explanation:
                'A retainer is a monthly fee for agreed work or availability, which fits needs that are ongoing and predictable.',
            },
            {
              prompt: 'Which of these belong in a strong proposal? Select all that apply.',
              multiple: true,
              options: [
                "The client's problem restated in their words",
                'Proof from one or two similar projects',
                'A complete list of every job you have ever done',
                'A specific next step, such as booking a short call',
              ],
              correct: [0, 1, 3],
              explanation:
                'Restating the problem, focused proof and a clear call to action reduce the client’s sense of risk. An exhaustive work history is padding.',
            },
            {
              prompt: 'Why can a fixed project price raise your effective hourly rate over time?',
              multiple: false,
              options: [
                'As you get faster, the same price covers fewer hours of work',
                'Clients must pay for any extra hours you spend',
                'Fixed prices are not subject to tax',
                'Fixed-price clients always have bigger budgets',
              ],
              correct: [0],
              explanation:
                'Fixed pricing rewards efficiency: the price stays the same while your time per project falls, so each hour earns more.',
            },
          ],
        },
      ],
    },
    {
      title: 'Clients and contracts',
      lessons: [
        videoLesson('finding-freelance-clients', 'Finding freelance clients'),
        {
          kind: 'text',
          title: 'Contracts that protect you',
          minutes: 6,
          body: `A written contract turns a friendly conversation into clear, shared expectations. Most disputes between freelancers and clients come not from bad faith but from different assumptions — about what was included, when payment was due, or who owns the work. A contract settles those questions before they arise.

## What a freelance contract should cover

- **Parties and dates** — who is agreeing, and when the work starts and ends.
- **Scope of work** — the specific deliverables, plus a list of what is excluded.
- **Revisions** — how many rounds are included, and how extra rounds are charged.
- **Timeline** — the milestones, and what happens if the client is late with feedback or materials.
- **Fees and payment terms** — the price, the schedule, any deposit, when invoices are due (for example, within 14 days) and any late-payment charges.
- **Intellectual property** — when ownership of the work passes to the client. A common approach is that rights transfer only after full payment.
- **Confidentiality** — how you will treat the client's information.
- **Termination** — how either side can end the agreement and what is paid for work already done. A kill fee covers a project cancelled partway through.

## Take a deposit

Asking for part of the fee upfront, often between a quarter and a half, filters out unserious clients and protects your cash flow. For long projects, tie further payments to milestones.

## Use a template, then adapt it

Have a lawyer review a standard contract once, then reuse it and adjust the scope section for each project. For small jobs, a clear email that the client replies to with "agreed" is far better than nothing.

## Never start without agreement

However urgent the client says it is, do not begin work until the scope and the price are confirmed in writing.`,
        },
        {
          kind: 'text',
          title: 'Managing clients day to day',
          minutes: 5,
          body: `Winning the project is half the job. How you run it decides whether the client returns, refers you to others, and leaves a glowing testimonial.

## Onboard deliberately

Start every project with a short kickoff call or questionnaire. Confirm the goals, who makes decisions, the deadlines, how you will share files, and how the client prefers to communicate. Send a written summary afterwards so everyone works from the same plan.

## Communicate before you are asked

Clients grow anxious when they hear nothing. Agree a rhythm — a brief weekly update is common — covering what is done, what comes next, and anything you need from them. If a delay is coming, say so early and offer a new date; bad news delivered promptly damages trust far less than a missed deadline.

## Handle scope creep calmly

Scope creep is the gradual growth of a project beyond what was agreed: "Could you just add a few extra pages?" Respond positively but clearly: "Happy to — that's outside the current scope, so I'll send you a quote for it." A written change request keeps the relationship friendly and your income fair.

## Set boundaries

State your working hours and your usual response time, and stick to them. Being permanently available teaches clients to expect it.

## Invoice promptly and follow up

Send each invoice as soon as a milestone is reached. If a payment is late, send a polite reminder on the due date, then a firmer one a week later that refers to the contract's payment terms.

## Close the project well

Deliver the final files in an organised way, ask for feedback and a testimonial while the result is fresh, and check in a few months later. Past clients are often the easiest source of new work.`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: contracts and clients',
          minutes: 5,
          passMark: 80,
          questions: [
            {
              prompt: 'Which of these should a freelance contract cover? Select all that apply.',
              multiple: true,
              options: [
                'The scope of work, including what is excluded',
                'Fees, payment terms and any deposit',
                'When ownership of the work passes to the client',
                "The client's personal hobbies",
              ],
              correct: [0, 1, 2],
              explanation:
                'Scope, payment terms and intellectual property are core contract terms. They settle the questions most disputes arise from.',
            },
            {
              prompt: 'What is scope creep?',
              multiple: false,
              options: [
                'The gradual growth of a project beyond what was agreed',
                'A client paying an invoice late',
                'A type of freelance contract',
                'The deposit taken before work starts',
              ],
              correct: [0],
              explanation:
                'Scope creep is extra work that slips in beyond the agreed scope, often through small "could you just" requests.',
            },
            {
              prompt:
                'A client asks for extra work that is outside the agreed scope. What is the best response?',
              multiple: false,
              options: [
                'Do it quietly for free to keep them happy',
                'Refuse and end the project',
                'Agree positively and send a quote or change request for the extra work',
                'Ignore the request',
              ],
              correct: [2],
              explanation:
                'A positive reply with a written change request keeps the relationship friendly while making sure extra work is paid for.',
            },
            {
              prompt: 'Why do many freelancers ask for a deposit before starting?',
              multiple: false,
              options: [
                'It filters out unserious clients and protects cash flow',
                'It is a legal requirement in every country',
                'It replaces the need for a contract',
                'It means no invoices are needed later',
              ],
              correct: [0],
              explanation:
                'A deposit, often a quarter to a half of the fee, shows the client is committed and keeps money coming in while you work.',
            },
            {
              prompt: 'Which are good habits for client communication? Select all that apply.',
              multiple: true,
              options: [
                'Agree a regular update rhythm, such as weekly',
                'Warn the client early about a delay and offer a new date',
                'Reply instantly at any hour of the day',
                'Send a written summary after the kickoff call',
              ],
              correct: [0, 1, 3],
              explanation:
                'Regular updates, early warnings and written summaries build trust. Being permanently available teaches clients to expect it and erodes your boundaries.',
            },
          ],
        },
      ],
    },
  ],
};
