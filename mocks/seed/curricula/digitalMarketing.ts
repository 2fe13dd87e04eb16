import { HOW_THIS_COURSE_WORKS, videoLesson } from './shared';
import type { SeedCurriculum } from './types';

export const curriculum: SeedCurriculum = {
  courseId: '6650a1c0000000000000000a',
  chapters: [
    {
      title: 'Planning the campaign',
      lessons: [
        HOW_THIS_COURSE_WORKS,
        {
          kind: 'text',
          title: 'Welcome to Digital Marketing',
          minutes: 5,
          preview: true,
          body: `Digital marketing is the work of reaching people online, persuading them to act and proving what that effort earned. In this course you will plan one complete campaign, from deciding who it is for to reading the results, so every lesson adds a piece to the same plan.

## The full-funnel view

A funnel describes the stages people pass through on the way to becoming customers:

| Stage | What the person is doing | Typical channels |
| --- | --- | --- |
| Awareness | Discovering a problem or a brand | Social ads, video, content |
| Consideration | Comparing options | Search ads, reviews, email |
| Conversion | Deciding to buy or sign up | Landing pages, retargeting |
| Loyalty | Returning and recommending | Email, community |

Campaigns that only target the bottom of the funnel run out of ready buyers; campaigns that only build awareness struggle to show a return. A balanced plan feeds each stage.

## Start with a SMART goal

Every campaign needs a goal that is **Specific, Measurable, Achievable, Relevant and Time-bound**. "Raise awareness" fails that test. "Generate 120 demo requests from the website at under £40 per lead by 30 June" passes it, and it tells you what to track later.

## What you will build

1. **Planning the campaign** — goals and audience research.
2. **Paid traffic** — search ads and social ads.
3. **Converting and measuring** — landing pages, email and analytics.

Pick a real or imagined business now, such as a local gym or an online shop, and use it for every exercise.`,
        },
        {
          kind: 'text',
          title: 'Researching your audience',
          minutes: 6,
          body: `The most expensive mistake in digital marketing is showing a good message to the wrong people. Audience research tells you who to target, what they care about and which words they use, and it should come before any money is spent on ads.

## Where to find real evidence

- **Customer interviews.** Ask five to ten recent customers what problem they were solving, what else they considered and what nearly stopped them buying.
- **Surveys.** A short post-purchase survey can reach more people; keep it to a few questions.
- **Website analytics.** See which pages, devices and locations your current visitors come from.
- **Search data.** Keyword tools and your own site search show the exact phrases people type.
- **Reviews and forums.** Reviews of competitors reveal what buyers love and hate, often in vivid language you can reuse.
- **Sales and support teams.** They hear objections every day.

Your own assumptions are a starting hypothesis, not evidence.

## Turning findings into personas

A persona is a short profile of a typical buyer built from that research. Useful personas focus on motivations rather than trivia:

| Field | Example for a local gym |
| --- | --- |
| Goal | Get fit before a wedding in four months |
| Pain points | Intimidated by busy gyms, works long hours |
| Objections | Worried about long contracts |
| Where they spend time online | Instagram, local Facebook groups |
| Words they use | "beginner friendly", "no contract" |

## Segments, not everyone

Most campaigns serve two or three segments with different needs. Write a separate message for each rather than one vague message for all. The phrases you collected here become your ad headlines, keywords and landing page copy in later lessons.`,
        },
      ],
    },
    {
      title: 'Paid traffic',
      lessons: [
        {
          kind: 'text',
          title: 'Paid search ads',
          minutes: 7,
          body: `Paid search places your ads beside search results when people type relevant queries. Its great strength is **intent**: someone searching "beginner gym no contract Leeds" is already looking for what you sell. Google Ads is the largest platform; Microsoft Advertising works in a similar way.

## Keywords and match types

You bid on keywords, and the match type controls which searches can trigger your ad:

| Match type | Written as | Reach |
| --- | --- | --- |
| Broad | gym membership | Widest: related searches and meanings |
| Phrase | "gym membership" | Searches that include the meaning of the phrase |
| Exact | [gym membership] | Tightest: searches with the same meaning |

Add **negative keywords** to stop your ads showing for searches you don't want, such as "jobs" or "free", which waste budget.

## How the auction works

Each search runs an auction. Your position depends on **Ad Rank**, which combines your bid with ad quality and other factors such as ad assets and the searcher's context. Google's **Quality Score**, rated 1 to 10, is a diagnostic built from three components: expected click-through rate, ad relevance and landing page experience. Better quality can win a higher position at a lower cost per click than a competitor with a bigger bid.

## Writing the ad

Responsive search ads accept up to 15 headlines of 30 characters and up to 4 descriptions of 90 characters, which the system mixes and tests. Put the searcher's own words in headlines, state a concrete benefit and end with a clear action.

## Structure for control

Group tightly related keywords into ad groups, each with ads that mirror those keywords and a landing page that matches. Review the search terms report weekly to find new negatives and new keyword ideas.`,
        },
        {
          kind: 'text',
          title: 'Paid social ads',
          minutes: 6,
          body: `Social ads reach people while they scroll, before they have searched for anything. That makes them powerful for awareness and for creating demand, but the creative has to earn attention in a second or two.

## How a Meta campaign is built

Facebook and Instagram ads are managed in Meta Ads Manager using three levels:

1. **Campaign** — the objective: Awareness, Traffic, Engagement, Leads, App promotion or Sales.
2. **Ad set** — who sees the ads and where: audience, placements, schedule and budget (unless the budget is shared at campaign level).
3. **Ad** — the creative: image or video, primary text, headline and call-to-action button.

Choose the objective carefully, because the system optimises delivery for that outcome. A Traffic campaign finds people likely to click, not necessarily people likely to buy.

## Audiences

- **Core audiences** use location, age and interests.
- **Custom audiences** are built from your own data, such as website visitors tracked by the Meta Pixel or an uploaded customer list.
- **Lookalike audiences** find new people who resemble a source audience, such as your best customers.

Retargeting custom audiences of recent visitors usually converts best, but it is a small pool; prospecting audiences fill the top of the funnel.

## Other platforms

LinkedIn is expensive per click but lets B2B advertisers target by job title, industry and company size. TikTok and YouTube favour video-first creative made for their formats.

## Creative and frequency

Test several creatives at once and let results, not opinions, pick winners. Watch **frequency**, the average number of times each person has seen your ad: when it climbs and click-through rate falls, the audience is tired of the creative and it is time to refresh it.`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: audiences and paid ads',
          minutes: 5,
          passMark: 60,
          questions: [
            {
              prompt: 'Which of these is a SMART campaign goal?',
              multiple: false,
              options: [
                'Raise awareness of the brand',
                'Generate 120 demo requests from the website at under £40 per lead by 30 June',
                'Get more followers than our competitors',
                'Improve our marketing',
              ],
              correct: [1],
              explanation:
                'It is specific, measurable, achievable, relevant and has a deadline. The others give no number or date to measure against.',
            },
            {
              prompt:
                'Which are sources of real evidence for audience research? Select all that apply.',
              multiple: true,
              options: [
                'Interviews with recent customers',
                'Website analytics',
                "Reviews of competitors' products",
                'Your own assumptions about what customers want',
              ],
              correct: [0, 1, 2],
              explanation:
                'Interviews, analytics and reviews record what real buyers do and say. Your assumptions are a hypothesis to test, not evidence.',
            },
            {
              prompt:
                'Which Google Ads keyword match type gives the tightest control over which searches trigger an ad?',
              multiple: false,
              options: ['Broad match', 'Phrase match', 'Exact match'],
              correct: [2],
              explanation:
                'Exact match only triggers on searches with the same meaning as the keyword. Broad match reaches the widest range of related searches.',
            },
            {
              prompt:
                'Why would you add "jobs" as a negative keyword for a gym\'s search campaign?',
              multiple: false,
              options: [
                'To raise the Quality Score directly',
                'To stop ads showing to people searching for gym jobs, which would waste budget',
                'To target job seekers more precisely',
              ],
              correct: [1],
              explanation:
                "Negative keywords block searches you don't want to pay for. People looking for gym jobs are not looking for a membership.",
            },
            {
              prompt:
                'In a Meta campaign, which are set at the ad set level? Select all that apply.',
              multiple: true,
              options: [
                'The audience',
                'The placements',
                'The campaign objective',
                'The image and headline of the ad',
              ],
              correct: [0, 1],
              explanation:
                'The ad set decides who sees the ads and where. The objective belongs to the campaign level and the creative to the ad level.',
            },
            {
              prompt: 'What is a lookalike audience?',
              multiple: false,
              options: [
                'People who have already visited your website',
                'New people who resemble a source audience such as your best customers',
                'Everyone in a chosen country',
              ],
              correct: [1],
              explanation:
                'Lookalikes find new people similar to a source audience you supply. Past website visitors form a custom audience, not a lookalike.',
            },
          ],
        },
      ],
    },
    {
      title: 'Converting and measuring',
      lessons: [
        {
          kind: 'text',
          title: 'Landing pages and email',
          minutes: 7,
          body: `Ads buy a visit; the landing page and follow-up emails decide whether that visit becomes a customer. Sending paid traffic to a generic home page is one of the fastest ways to waste a budget.

## What a converting landing page needs

- **Message match.** The headline repeats the promise of the ad that was clicked. If the ad said "no-contract beginner classes", so does the page.
- **One goal.** A single primary call to action, with navigation links to the rest of the site removed or minimised.
- **Clear benefit above the fold.** Visitors should understand the offer without scrolling.
- **Proof.** Reviews, ratings, recognisable client logos or numbers such as "2,000 members".
- **Short forms.** Ask only for what you need now; every extra field costs sign-ups.
- **Speed and mobile design.** Most social traffic arrives on phones, and slow pages lose visitors before they load.

Improve pages with **A/B tests**: show two versions to split traffic, change one element at a time and wait for enough conversions before declaring a winner.

## Email for nurturing

Many visitors are not ready to buy on the first visit. A lead magnet, such as a free guide or trial class, earns an email address so you can keep the conversation going.

- **Consent.** In the EU and UK, marketing emails to individuals generally require prior consent, and pre-ticked boxes do not count. In the US, CAN-SPAM requires a working unsubscribe link and a valid postal address.
- **Welcome series.** An automated sequence of three to five emails introduces the brand while interest is highest.
- **Segmentation.** Send different messages to new leads, customers and lapsed customers.

Judge emails by clicks and conversions rather than opens: since 2021, Apple Mail Privacy Protection preloads messages, which inflates open rates.`,
        },
        {
          kind: 'text',
          title: 'Measuring results in analytics',
          minutes: 7,
          body: `Measurement closes the loop: it shows which channels met the SMART goal and where the next pound should go. Set tracking up **before** launch, because data you did not collect cannot be recovered.

## Tag every link

Add UTM parameters to campaign links so analytics can tell traffic sources apart:

- **utm_source** — where the traffic came from, such as facebook or newsletter
- **utm_medium** — the channel type, such as cpc, paid_social or email
- **utm_campaign** — the campaign name, such as spring_trial
- **utm_term** and **utm_content** — optional, for the keyword or the ad variant

Agree a naming convention in lower case and stick to it; "Facebook" and "facebook" appear as separate sources.

## Google Analytics 4 basics

GA4 records everything as **events**. Mark the actions that matter, such as a form submission or purchase, as **key events** (the name that replaced "conversions" in 2024). GA4 counts a session as engaged if it lasts longer than 10 seconds, includes a key event or has at least two page views.

## The metrics that matter

| Metric | Formula | Example |
| --- | --- | --- |
| Click-through rate (CTR) | clicks ÷ impressions | 200 ÷ 10,000 = 2% |
| Cost per click (CPC) | cost ÷ clicks | £500 ÷ 200 = £2.50 |
| Conversion rate | conversions ÷ clicks | 25 ÷ 200 = 12.5% |
| Cost per acquisition (CPA) | cost ÷ conversions | £500 ÷ 25 = £20 |
| Return on ad spend (ROAS) | revenue ÷ ad spend | £2,000 ÷ £500 = 4 |

## Attribution

Most customers touch several channels before converting. Last-click attribution gives all the credit to the final touch and undervalues awareness channels; GA4 defaults to a data-driven model that shares credit. Compare channels over the same period and judge them against the goal, not against each other's vanity metrics.`,
        },
        videoLesson('the-marketing-funnel', 'The marketing funnel'),
        {
          kind: 'quiz',
          title: 'Quiz: conversion and measurement',
          minutes: 5,
          passMark: 60,
          questions: [
            {
              prompt:
                'Which are landing page practices recommended in this course? Select all that apply.',
              multiple: true,
              options: [
                'A headline that matches the promise of the ad that was clicked',
                'One primary call to action',
                'A full navigation menu linking to every page of the site',
                'A form that asks only for the information you need now',
              ],
              correct: [0, 1, 3],
              explanation:
                'Message match, a single goal and short forms all raise conversion rates. Extra navigation gives visitors ways to leave without acting.',
            },
            {
              prompt: 'A campaign spent £800 and produced £3,200 in revenue. What is its ROAS?',
              multiple: false,
              options: ['0.25', '2', '4', '40'],
              correct: [2],
              explanation:
                'ROAS is revenue divided by ad spend: £3,200 ÷ £800 = 4. That means £4 back for every £1 spent.',
            },
            {
              prompt:
                'A campaign spent £500 and produced 25 sign-ups. What is the cost per acquisition?',
              multiple: false,
              options: ['£5', '£20', '£25', '£125'],
              correct: [1],
              explanation:
                'CPA is cost divided by conversions: £500 ÷ 25 = £20. It tells you what each sign-up cost.',
            },
            {
              prompt: 'Which of these are standard UTM parameters? Select all that apply.',
              multiple: true,
              options: ['utm_source', 'utm_medium', 'utm_campaign', 'utm_budget'],
              correct: [0, 1, 2],
              explanation:
                'Source, medium and campaign are the core UTM parameters, with term and content as optional extras. There is no standard utm_budget parameter.',
            },
            {
              prompt: 'Why are email open rates less reliable than click rates today?',
              multiple: false,
              options: [
                'Email providers no longer report opens at all',
                'Apple Mail Privacy Protection preloads messages, inflating recorded opens',
                'Open rates only count mobile devices',
              ],
              correct: [1],
              explanation:
                'Since 2021 Apple Mail preloads email content, so many messages register as opened whether or not a person read them. Clicks and conversions are better signals.',
            },
          ],
        },
      ],
    },
  ],
};
