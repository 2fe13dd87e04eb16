import { HOW_THIS_COURSE_WORKS, videoLesson } from './shared';
import type { SeedCurriculum } from './types';

export const curriculum: SeedCurriculum = {
  courseId: '6650a1c0000000000000000c',
  chapters: [
    {
      title: 'Foundations',
      lessons: [
        HOW_THIS_COURSE_WORKS,
        {
          kind: 'text',
          title: 'Welcome to Social Media Growth',
          minutes: 5,
          preview: true,
          body: `Growing on social media is rarely about one viral post. Accounts that grow steadily do three unglamorous things well: they publish useful content on a predictable schedule, they talk with the people who respond, and they check the numbers to learn what to do more of. This course teaches each of those habits in turn.

## Who this course is for

It suits anyone responsible for an account with a purpose: a small business, a charity, a creator or a personal professional brand. You need no budget; everything here works organically, and the same skills make paid promotion more effective later.

## What you will cover

1. **Foundations** — setting a goal and choosing the platforms that fit your audience.
2. **Content that grows** — content pillars, a calendar you can keep up with, and posts people share.
3. **Community and analytics** — managing replies and comments, and reading the metrics that matter.

## Set a growth goal

"More followers" is a wish, not a goal. Decide what growth is for, then make it measurable: "Reach 2,000 engaged followers on Instagram in six months and send 300 visits a month to our booking page." Followers who never see or act on your posts are worth little, so the second half of that goal matters as much as the first.

## Before the next lesson

Write down your goal, the one or two accounts you will work on, and five accounts in your niche that you admire. Note what they post, how often and how they reply to comments. You will use that list when choosing platforms and planning content.`,
        },
        {
          kind: 'text',
          title: 'Choosing your platforms',
          minutes: 6,
          body: `Trying to be everywhere at once usually means being mediocre everywhere. Start with one or two platforms where your audience already spends time and where your content style fits, then expand once you have a routine that works.

## How the major platforms differ

| Platform | Strongest formats | Typical fit |
| --- | --- | --- |
| Instagram | Reels, carousels, Stories | Visual brands, lifestyle, local businesses |
| TikTok | Short vertical video | Entertainment, education, reaching younger audiences |
| YouTube | Long-form video and Shorts | Tutorials and reviews that people search for |
| LinkedIn | Text posts, documents, articles | B2B, recruitment, professional expertise |
| Facebook | Groups, events, video | Local communities, older audiences |
| Pinterest | Pins linking to websites | Ideas and planning: recipes, decor, weddings |
| X | Short text and threads | News, commentary, live events |

These are tendencies rather than rules; a B2B accountant can thrive on TikTok if the content is good.

## Questions to decide

- **Where is your audience?** Check where your customers and the accounts you admire are most active.
- **What can you make consistently?** If nobody on the team likes being on camera, a video-first platform will be a struggle.
- **How long do posts live?** Posts on fast feeds such as X fade within hours, while YouTube videos and Pinterest pins can keep attracting views through search for months.
- **Where does the goal happen?** If you need website visits, favour platforms where links are easy to share.

## Set up the profile properly

Use the same recognisable handle and profile image everywhere, write a bio that says who the account helps and how, and add one clear link. Switch to a business or creator account so you can see analytics.`,
        },
      ],
    },
    {
      title: 'Content that grows',
      lessons: [
        {
          kind: 'text',
          title: 'Building a content calendar',
          minutes: 6,
          body: `A content calendar turns "we should post more" into a plan someone can follow. It prevents last-minute scrambling, keeps a healthy mix of topics and makes it possible to see, later, which kinds of content actually worked.

## Start with content pillars

Content pillars are three to five recurring themes that connect what your audience cares about with what you offer. A neighbourhood bakery might choose:

1. **Behind the scenes** — early-morning baking, new recipes being tested.
2. **Tips** — storing bread, simple recipes using leftovers.
3. **Community** — local suppliers, customer stories.
4. **Offers** — seasonal bakes, events.

Keep promotional posts a minority; people follow accounts for value, not adverts.

## Pick a cadence you can sustain

Posting three times a week every week beats posting daily for a fortnight and then vanishing. Choose a frequency your time allows, and raise it only when the routine is comfortable.

## What each calendar entry needs

| Column | Example |
| --- | --- |
| Date and time | Tue 14 May, 7:30 |
| Platform | Instagram |
| Pillar | Tips |
| Format | Carousel |
| Working title or hook | "3 ways to revive stale bread" |
| Status | Draft, approved, scheduled or published |
| Owner | Sam |

A shared spreadsheet works well; scheduling tools such as Buffer or Later, or each platform's native scheduler, can publish posts automatically.

## Work in batches

Set aside one session a week or fortnight to plan, write and create several posts at once. Leave a few open slots for timely posts about news, trends or events, so the calendar guides you without making the account feel stiff.`,
        },
        {
          kind: 'text',
          title: 'Writing posts people share',
          minutes: 6,
          body: `Feeds move fast, and platforms show posts to more people when early viewers stop, watch, comment, save or share. Every post therefore has two jobs: stop the scroll, then deliver enough value that someone wants to keep or pass it on.

## Lead with a hook

The first line of text, or the first two or three seconds of a video, decides whether anyone sees the rest. Strong hooks make a specific promise or raise a question:

- "Most people store bread in the worst possible place."
- "I posted every day for 90 days. Here is what changed."
- "Three spreadsheet shortcuts that save me an hour a week."

Avoid slow openings such as greetings or long introductions.

## Make it worth saving or sharing

Saves and shares signal that content is useful enough to come back to or recommend. Posts that tend to earn them include step-by-step tips, checklists, before-and-after comparisons, honest stories and opinions that give people something to discuss. End with a natural prompt, such as a question, rather than begging for likes.

## Fit the format to the platform

- Vertical video with on-screen captions for Reels, TikTok and Shorts, since many people watch without sound.
- Carousels and document posts for step-by-step explanations.
- Short, well-spaced paragraphs on LinkedIn, where text posts perform well.
- Add alt text to images so that people using screen readers can follow along.

## Repurpose, don't copy

One idea can become several posts: a long YouTube tutorial can be cut into short clips, and a blog post's key points can become a carousel. Adapt the crop, length and caption to each platform instead of posting the identical file everywhere. Use a few relevant hashtags or keywords so platform search can categorise the post.`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: platforms and content',
          minutes: 5,
          passMark: 60,
          questions: [
            {
              prompt:
                'A firm selling accounting software to businesses wants to reach finance managers. Which platform is the most typical fit?',
              multiple: false,
              options: ['Pinterest', 'LinkedIn', 'TikTok', 'Facebook Groups'],
              correct: [1],
              explanation:
                'LinkedIn is built around professional identity, which makes it the typical home for B2B audiences. Other platforms can work, but they are not the natural first choice here.',
            },
            {
              prompt: 'What are content pillars?',
              multiple: false,
              options: [
                'The three to five recurring themes an account posts about',
                'The times of day when posts are published',
                'The paid adverts that support organic posts',
              ],
              correct: [0],
              explanation:
                'Pillars are recurring themes linking audience interests to what you offer. They keep the content mix balanced over time.',
            },
            {
              prompt: 'Which belong in a content calendar entry? Select all that apply.',
              multiple: true,
              options: [
                'The date, time and platform',
                'The content pillar and format',
                'The status, such as draft or scheduled',
                "Your competitors' follower counts",
              ],
              correct: [0, 1, 2],
              explanation:
                "Each entry records when and where a post goes out, what kind of post it is and how far along it is. Competitor follower counts don't help you plan a post.",
            },
            {
              prompt: 'What is the purpose of a hook?',
              multiple: false,
              options: [
                'To stop the scroll in the first line or first seconds of a post',
                'To ask followers to like the post',
                'To add hashtags at the end of a caption',
              ],
              correct: [0],
              explanation:
                'The opening decides whether anyone sees the rest of the post. A specific promise or question works better than a greeting.',
            },
            {
              prompt: 'Which are good ways to repurpose content? Select all that apply.',
              multiple: true,
              options: [
                'Cutting a long YouTube tutorial into short vertical clips',
                "Turning a blog post's key points into a carousel",
                'Posting the identical file and caption on every platform',
                'Adapting crop, length and caption to each platform',
              ],
              correct: [0, 1, 3],
              explanation:
                'Repurposing reuses one idea in formats that suit each platform. Posting the identical file everywhere ignores how differently each platform is used.',
            },
          ],
        },
      ],
    },
    {
      title: 'Community and analytics',
      lessons: [
        {
          kind: 'text',
          title: 'Managing your community',
          minutes: 6,
          body: `Publishing is only half of social media. The other half is conversation, and it is often what turns casual viewers into loyal followers and customers. Replies also add activity to your posts, which can help them reach more people.

## Respond with a routine

- **Set a response time.** Many brands aim to reply to comments and messages within a working day, and faster for complaints.
- **Check in shortly after posting.** The first hour is when most comments arrive, and quick replies keep the conversation going.
- **Reply like a person.** Use names, answer the actual question and vary your wording; identical canned replies look automated.
- **Start conversations too.** Comment thoughtfully on posts by others in your niche rather than only waiting for people to come to you.

## Write a moderation policy

Decide in advance what you will do with each kind of comment, so decisions are consistent and quick:

| Comment type | Action |
| --- | --- |
| Question or praise | Reply, and thank the person |
| Fair criticism | Acknowledge publicly, then move details to private messages |
| Spam or scams | Hide or delete, block repeat offenders |
| Abuse or hate | Remove, block and report to the platform |

Deleting honest criticism usually backfires; people notice, and a calm public reply shows others how you treat customers.

## Know when to escalate

Some messages should not be handled by whoever runs the account: legal threats, safety issues, data breaches or a complaint that is spreading fast. Keep a short list of who to contact for each and a holding reply such as "We're looking into this and will update you today."

## Celebrate your community

Share user-generated content, always with permission and credit, and highlight loyal followers. People engage more with accounts that notice them.`,
        },
        {
          kind: 'text',
          title: 'Reading your social analytics',
          minutes: 6,
          body: `Analytics show which posts move you towards your goal and which only feel busy. Every major platform offers built-in insights for business and creator accounts, and the core metrics mean much the same everywhere.

## Know the core metrics

| Metric | What it means |
| --- | --- |
| Reach | The number of unique accounts that saw a post |
| Impressions or views | The total number of times it was shown, including repeats |
| Engagements | Likes, comments, shares, saves and clicks combined |
| Engagement rate | Engagements as a percentage of reach (or of followers) |
| Follower growth rate | New followers in a period ÷ followers at the start × 100 |
| Link clicks | Visits sent to your website or booking page |

If a post was shown 5,000 times to 3,200 different accounts, its reach is 3,200 and its impressions 5,000. If 160 of those engaged, the engagement rate by reach is 160 ÷ 3,200 × 100 = 5%. Choose one formula and use it consistently, because rates based on followers and on reach are not comparable.

## Look beyond vanity metrics

Likes are easy to give. **Saves and shares** take more intent, suggest the content was worth keeping or passing on, and extend reach to new people. **Link clicks** and sign-ups connect social activity to business results; tag links with UTM parameters so your website analytics can credit them.

## Turn data into decisions

1. Once a month, list your top and bottom five posts by your chosen metric.
2. Look for patterns in pillar, format, hook and posting time.
3. Run one experiment at a time, such as carousels instead of single images for four weeks, changing a single variable so you know what caused any difference.
4. Record the result and update the calendar.

Judge trends over weeks, not single posts; one viral hit or flop tells you little on its own.`,
        },
        videoLesson('planning-your-study-week', 'Planning your study week'),
        {
          kind: 'quiz',
          title: 'Quiz: community and analytics',
          minutes: 5,
          passMark: 60,
          questions: [
            {
              prompt:
                'A post was shown 5,000 times to 3,200 different accounts. What is its reach?',
              multiple: false,
              options: ['1,800', '3,200', '5,000', '8,200'],
              correct: [1],
              explanation:
                'Reach counts unique accounts, so it is 3,200. The 5,000 figure counts every time the post was shown, which is impressions.',
            },
            {
              prompt:
                'A post reached 4,000 accounts and received 160 engagements. What is its engagement rate by reach?',
              multiple: false,
              options: ['0.4%', '4%', '16%', '25%'],
              correct: [1],
              explanation:
                'Engagement rate by reach is engagements ÷ reach × 100, so 160 ÷ 4,000 × 100 = 4%.',
            },
            {
              prompt: 'Which are good community management practices? Select all that apply.',
              multiple: true,
              options: [
                'Replying to comments within a set response time',
                'Having a written moderation policy',
                'Deleting every negative comment',
                'Escalating legal threats or safety issues to the right people',
              ],
              correct: [0, 1, 3],
              explanation:
                'Consistent replies, a clear policy and escalation routes build trust. Deleting honest criticism usually backfires because people notice.',
            },
            {
              prompt: 'Why do many social media managers value saves and shares more than likes?',
              multiple: false,
              options: [
                'They are the only metrics platforms report',
                'They take more intent, show content worth keeping or passing on, and extend reach',
                'They cannot be seen by the audience',
              ],
              correct: [1],
              explanation:
                'A like costs a tap, while saving or sharing signals real value. Shares also carry the post to new people.',
            },
            {
              prompt: 'What makes a content experiment useful?',
              multiple: false,
              options: [
                'Changing several things at once to find a winner quickly',
                'Changing one variable over a set period and comparing the results',
                "Judging it from the first post's performance",
              ],
              correct: [1],
              explanation:
                'Changing a single variable lets you tell what caused any difference. Single posts are too noisy to judge a trend.',
            },
          ],
        },
      ],
    },
  ],
};
