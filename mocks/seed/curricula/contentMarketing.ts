import { HOW_THIS_COURSE_WORKS, videoLesson } from './shared';
import type { SeedCurriculum } from './types';

export const curriculum: SeedCurriculum = {
  courseId: '6650a1c0000000000000000d',
  chapters: [
    {
      title: 'Foundations of content marketing',
      lessons: [
        HOW_THIS_COURSE_WORKS,
        {
          kind: 'text',
          title: 'Welcome to Content Marketing',
          minutes: 5,
          preview: true,
          body: `Content marketing is the practice of creating and sharing genuinely useful material — articles, videos, newsletters, podcasts, guides — that attracts a clearly defined audience and earns its trust, so that some of those people eventually become customers. Instead of interrupting people with adverts, you give them something worth their time. The payoff is slower than paid advertising, but it compounds: a helpful article can keep bringing in readers for years after it is published.

## What you will learn

The course follows the order in which a real content programme is built:

1. **Foundations** — who your audience is, what they are trying to do, and how to find out from evidence rather than guesswork.
2. **Planning and creating** — an editorial strategy that serves that audience, and storytelling techniques that make people read to the end.
3. **Distribution and measurement** — repurposing one idea across many channels, mapping content to the marketing funnel, and reading the numbers that tell you what is working.

## Who this course is for

It suits small-business owners, freelancers, and anyone starting out in a marketing role. You do not need a big budget or a design team; every technique here works for a team of one.

## How to get the most from it

Pick a real project before you start — your own business, an employer, or a cause you care about. At the end of each lesson, apply the idea to that project: draft a persona, sketch a content calendar, rewrite a headline. Two short quizzes check your understanding along the way, and by the final lesson you will have the outline of a working content plan rather than a page of notes.`,
        },
        {
          kind: 'text',
          title: 'Know your audience',
          minutes: 5,
          body: `Content fails most often not because it is badly written but because it is written for nobody in particular. Before you plan a single post, describe the people you want to reach.

## Build a simple persona

A persona is a short, research-based profile of a typical reader. Keep it practical:

- **Role and situation** — for example, "operations manager at a 20-person logistics firm".
- **Goals** — what they are trying to achieve this quarter.
- **Pain points** — what slows them down or worries them.
- **Questions** — the exact things they type into search engines or ask colleagues.
- **Where they spend time** — LinkedIn, YouTube, industry newsletters, forums.

One or two well-researched personas beat ten invented ones.

## Where to find real answers

Guesswork produces generic content. Gather evidence instead:

- Interview five to ten existing customers and ask what problem made them look for a solution.
- Read sales and support emails; questions that keep coming back are ready-made article topics.
- Look at search suggestions and "People also ask" boxes for your main topics.
- Browse communities such as Reddit threads or industry forums to hear the language people actually use.

## Think in terms of intent

Every piece of content should match what the reader wants at that moment. Someone searching "what is bookkeeping" wants an explanation; someone searching "best bookkeeping software for freelancers" is comparing options; someone searching for one product's pricing page is close to buying. These stages — learning, comparing, deciding — will shape your editorial plan in the next lesson and reappear when we look at the marketing funnel.`,
        },
      ],
    },
    {
      title: 'Planning and creating content',
      lessons: [
        {
          kind: 'text',
          title: 'Building an editorial strategy',
          minutes: 6,
          body: `An editorial strategy is the set of decisions that keeps your content consistent: why you publish, what you publish about, how often, and how you judge success. Without one, teams publish whatever seems urgent and end up with a blog that reads like a random scrapbook.

## Start with a mission statement

Write one sentence that names the audience, what you give them, and the outcome. For example: "We help first-time landlords manage rental properties confidently, with plain-English guides to law, money and maintenance." If an idea does not fit the statement, it does not get published.

## Choose three to five content pillars

Pillars are broad themes your audience cares about and your business can speak on with authority. A landlord-software company might choose tenancy law, property finance, maintenance, and finding tenants. Each pillar gets a substantial cornerstone piece (a long guide), supported by shorter articles that link back to it. This structure helps readers go deeper and helps search engines understand what your site covers.

## Set goals you can measure

Tie content to business goals: grow newsletter subscribers, generate demo requests, reduce support tickets. A goal such as "increase newsletter sign-ups from the blog by 30% in six months" tells you both what to write and what to measure.

## Keep an editorial calendar

A calendar — a spreadsheet is fine — lists each piece with its working title, pillar, target persona, format, owner, draft date and publish date. Plan a cadence you can sustain. Publishing one strong article every week for a year beats publishing daily for a month and then stopping. Leave a little room for timely topics, but let the pillars carry the plan.`,
        },
        {
          kind: 'text',
          title: 'Storytelling that holds attention',
          minutes: 5,
          body: `People remember stories far better than lists of features, because a story gives information a shape: someone wants something, something stands in the way, and something changes. You can use that shape in almost any kind of content, from a case study to a product announcement.

## A simple story structure

1. **Character** — a person the reader can identify with, ideally someone like them.
2. **Problem** — the obstacle or tension. Without conflict there is no story, only a description.
3. **Turning point** — the insight, decision or tool that changed things.
4. **Resolution** — the result, described concretely.
5. **Lesson** — what the reader can take away and use.

## Make the customer the hero

In brand storytelling, the customer is the hero and your business is the guide who offers a plan. A case study that opens "Our platform delivers best-in-class automation" is about you. One that opens "Priya was spending every Friday afternoon reconciling invoices by hand" is about the reader's world, and they will keep reading to find out how she escaped.

## Specific beats general

Details make stories believable. "Saved time" is forgettable; "cut month-end close from four days to one" sticks. Use real numbers, names (with permission), direct quotes and small sensory details.

## Open with a hook

The first lines decide whether anyone reads on. Strong hooks include a surprising fact, a question the reader is already asking, a moment of tension dropped in mid-scene, or a bold claim you then support. Whatever you choose, deliver on it: a hook the article never pays off erodes trust.`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: audience, strategy and story',
          minutes: 5,
          passMark: 70,
          questions: [
            {
              prompt: 'What is a content pillar?',
              multiple: false,
              options: [
                'A single post that went viral',
                'A broad theme your audience cares about, anchored by a cornerstone piece and supported by shorter articles',
                'A paid advertising campaign',
                'The weekly publishing schedule',
              ],
              correct: [1],
              explanation:
                'Pillars are the three to five broad themes of your editorial strategy. Each has a substantial cornerstone piece with shorter articles linking back to it.',
            },
            {
              prompt:
                'Which of these are good sources of real audience insight? Select all that apply.',
              multiple: true,
              options: [
                'Interviews with existing customers',
                'Sales and support emails',
                'Search suggestions and "People also ask" boxes',
                'Your own guess about what customers probably want',
              ],
              correct: [0, 1, 2],
              explanation:
                'Interviews, support emails and search data are evidence of what real people ask. Guesswork is exactly what produces generic content.',
            },
            {
              prompt: 'In brand storytelling, who should be the hero of the story?',
              multiple: false,
              options: ['The company', 'The customer', 'The product', 'The founder'],
              correct: [1],
              explanation:
                'The customer is the hero and the business is the guide who offers a plan. This keeps the story about the reader’s world rather than about you.',
            },
            {
              prompt: 'Which detail makes a customer story most believable?',
              multiple: false,
              options: [
                '"The client saved time"',
                '"The client cut month-end close from four days to one"',
                '"The client got best-in-class results"',
                '"The client had a great experience"',
              ],
              correct: [1],
              explanation:
                'Specific, concrete details such as real numbers make a story credible and memorable. Vague claims are easily forgotten.',
            },
            {
              prompt: 'Which belong in an editorial calendar entry? Select all that apply.',
              multiple: true,
              options: [
                'The working title',
                'The target persona',
                'The publish date',
                'A competitor’s annual revenue',
              ],
              correct: [0, 1, 2],
              explanation:
                'A calendar entry records the title, pillar, persona, format, owner and dates. Competitor revenue does not help you schedule or produce a piece.',
            },
            {
              prompt:
                'Someone searches for "best bookkeeping software for freelancers". Which stage of intent are they most likely in?',
              multiple: false,
              options: [
                'Learning what the topic is',
                'Comparing options',
                'Ready to buy one product',
              ],
              correct: [1],
              explanation:
                'A "best ... for ..." search signals someone weighing up options. A "what is" search is about learning, and a specific product’s pricing is closer to deciding.',
            },
          ],
        },
      ],
    },
    {
      title: 'Distributing and measuring content',
      lessons: [
        videoLesson('the-marketing-funnel', 'The marketing funnel'),
        {
          kind: 'text',
          title: 'Repurposing across channels',
          minutes: 5,
          body: `Creating a substantial piece of content takes hours of research and writing. Repurposing means turning that effort into many smaller pieces, each adapted to a different channel, so one idea reaches more people without starting from scratch every time.

## Start with a pillar piece

The best source material is a long, well-researched asset: an in-depth guide, a webinar, a podcast interview or an original survey. These contain enough ideas to be cut up in many ways.

## One idea, many formats

| Channel | Format that suits it | Example from a guide on pricing |
| --- | --- | --- |
| LinkedIn | Short text post or carousel | Five pricing mistakes, one per slide |
| Email newsletter | Summary with one key takeaway | The single formula readers should use |
| YouTube Shorts or TikTok | Short vertical video | A 60-second walk-through of the worked example |
| Instagram | Quote card or infographic | The formula as a clean graphic |
| Podcast | Discussion episode | An interview with a customer who raised their rates |

## Adapt, do not copy

Repurposing is not pasting the same text everywhere. Each platform has its own conventions: LinkedIn rewards a strong first line before the "see more" cut, short vertical video needs a hook in the first seconds, and email readers expect a personal tone. Rewrite for the format and for the audience on that channel.

## Refresh what you already have

Old content counts too. Update statistics, add new examples and republish articles that once performed well. Turn the questions that keep appearing in your comments into a new FAQ piece.

## Keep a repurposing checklist

For every pillar piece, list the smaller pieces you plan, the channel for each, and the date. Link each smaller piece back to the original so interested readers can go deeper.`,
        },
        {
          kind: 'text',
          title: 'Measuring what works',
          minutes: 5,
          body: `Measurement tells you which content to make more of and which to stop. The trick is to measure what relates to your goals, not whatever number is easiest to find.

## Vanity metrics versus meaningful metrics

Page views, follower counts and likes are easy to grow and pleasant to report, but on their own they say little about business results; that is why they are called vanity metrics. More useful measures connect to what the reader did next:

| Goal | Useful metrics |
| --- | --- |
| Awareness | Organic search traffic, reach, new visitors |
| Engagement | Time on page, scroll depth, return visitors, email click rates |
| Conversion | Newsletter sign-ups, demo requests, free-trial starts, sales attributed to content |
| Retention | Fewer support tickets, product usage after reading help content |

## Set up tracking

Use a web analytics tool such as Google Analytics to see where visitors come from and which pages lead to conversions. Add UTM parameters — short tags appended to a link, such as utm_source=newsletter — to the links you share, so you can tell which channel sent each visitor. Google Search Console shows which search queries your pages appear for and how often people click through.

## Review on a schedule

Look at the numbers monthly and review the whole programme each quarter. Ask three questions: which pieces brought in the most qualified visitors, which ones led to conversions, and which underperformed despite a good topic? An underperformer often needs a better headline, an update or more promotion rather than deletion.

## Be patient

Search-driven content often takes months to reach its full traffic. Judge a new article after a reasonable period, not after its first week.`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: distribution and measurement',
          minutes: 5,
          passMark: 70,
          questions: [
            {
              prompt: 'What does repurposing content mean?',
              multiple: false,
              options: [
                'Posting identical text on every platform',
                'Adapting one substantial piece into formats suited to different channels',
                'Deleting old articles to make room for new ones',
                'Paying to promote a post',
              ],
              correct: [1],
              explanation:
                'Repurposing turns one pillar piece into many smaller pieces, each rewritten for the conventions of its channel.',
            },
            {
              prompt:
                'Which of these are vanity metrics when reported on their own? Select all that apply.',
              multiple: true,
              options: [
                'Page views',
                'Follower counts',
                'Likes',
                'Newsletter sign-ups',
                'Demo requests',
              ],
              correct: [0, 1, 2],
              explanation:
                'Views, followers and likes are easy to grow but say little about business results. Sign-ups and demo requests are conversions tied to goals.',
            },
            {
              prompt: 'What are UTM parameters used for?',
              multiple: false,
              options: [
                'Making pages load faster',
                'Tagging links so analytics can show which channel sent each visitor',
                'Blocking spam comments',
                'Formatting email newsletters',
              ],
              correct: [1],
              explanation:
                'UTM parameters are short tags added to a link, such as utm_source=newsletter, which analytics tools read to attribute visits to channels.',
            },
            {
              prompt:
                'Which tool shows the search queries your pages appear for in Google and how often people click?',
              multiple: false,
              options: [
                'Google Search Console',
                'An editorial calendar',
                'A UTM parameter',
                'A LinkedIn carousel',
              ],
              correct: [0],
              explanation:
                'Google Search Console reports the queries your pages are shown for and their click-through. Analytics tools focus on what visitors do on your site.',
            },
            {
              prompt: 'Which are good repurposing practices? Select all that apply.',
              multiple: true,
              options: [
                'Rewrite each piece for the platform’s conventions',
                'Link smaller pieces back to the original',
                'Paste the same text everywhere to save time',
                'Update statistics and examples in older articles',
              ],
              correct: [0, 1, 3],
              explanation:
                'Adapting to each channel, linking back and refreshing old content all extend an idea’s reach. Copying text unchanged ignores how each platform works.',
            },
            {
              prompt:
                'An article on a strong topic is underperforming. What is a sensible first step?',
              multiple: false,
              options: [
                'Delete it straight away',
                'Try a better headline, an update or more promotion',
                'Stop publishing on that pillar',
              ],
              correct: [1],
              explanation:
                'A good topic that underperforms usually needs a sharper headline, fresher content or more promotion rather than deletion.',
            },
          ],
        },
      ],
    },
  ],
};
