import { HOW_THIS_COURSE_WORKS, videoLesson } from './shared';
import type { SeedCurriculum } from './types';

export const curriculum: SeedCurriculum = {
  courseId: '6650a1c0000000000000000b',
  chapters: [
    {
      title: 'How search works',
      lessons: [
        HOW_THIS_COURSE_WORKS,
        {
          kind: 'text',
          title: 'Welcome to SEO Essentials',
          minutes: 5,
          preview: true,
          body: `Search engine optimisation (SEO) is the practice of making pages easy for search engines to find, understand and trust, so that they appear when people search for what those pages offer. Unlike paid ads, organic rankings cost nothing per click, but they take months to build and depend on genuinely useful content.

## What SEO involves

SEO work usually falls into three overlapping areas:

| Area | Focus | Example task |
| --- | --- | --- |
| Technical | Can search engines crawl and index the site? | Fixing broken redirects |
| On-page | Does each page clearly answer a search? | Rewriting a vague title tag |
| Off-page | Do other sites vouch for yours? | Earning a link from a trade publication |

Content quality runs through all three. No technical trick makes a thin page rank well for long.

## What you will learn

1. **How search works** — crawling, indexing and ranking.
2. **Keywords and on-page** — choosing what to target and optimising pages for it.
3. **Technical SEO and links** — auditing a site and earning links without breaking the rules.

## Tools to set up now

- **Google Search Console** (free) shows which queries bring impressions and clicks, and flags indexing problems. Verify your site before the next lesson.
- **Bing Webmaster Tools** offers similar reports for Bing.
- A crawler such as Screaming Frog, whose free version crawls up to 500 URLs, lets you see a site the way a bot does.

Keep one website in mind, your own or an employer's, and audit it as you go. SEO makes far more sense applied to a real site than in the abstract.`,
        },
        {
          kind: 'text',
          title: 'Crawling, indexing and ranking',
          minutes: 6,
          body: `Before a page can appear in results, a search engine has to discover it, store it and decide when it deserves to be shown. Those are three separate stages, and a problem at any one of them keeps a page invisible.

## 1. Crawling

Crawlers such as **Googlebot** discover pages by following links and by reading XML sitemaps. A sitemap lists the URLs you want found; each sitemap file can hold up to 50,000 URLs. The **robots.txt** file at the root of a domain tells crawlers which paths they may not crawl:

\`\`\`
User-agent: *
Disallow: /checkout/
Sitemap: https://example.com/sitemap.xml
\`\`\`

Robots.txt controls crawling, not indexing. A blocked URL can still appear in results if other pages link to it.

## 2. Indexing

After crawling, the engine renders the page, works out what it is about and stores it in its index. Google now uses its smartphone crawler for indexing most sites, known as **mobile-first indexing**, so the mobile version of a page is the one that counts. Pages may be left out of the index if they carry a **noindex** directive, duplicate another page or seem low in value.

## 3. Ranking

When someone searches, the engine selects indexed pages and orders them using many signals, including:

- **Relevance** — does the content match the meaning and intent of the query?
- **Quality** — does it show experience, expertise and trustworthiness?
- **Links** — how many relevant, reputable sites point to it (the idea behind Google's original PageRank)?
- **Page experience** — is it fast, secure over HTTPS and usable on mobile?
- **Context** — the searcher's location, language and device.

No single signal guarantees a top position, which is why SEO combines several kinds of work.`,
        },
      ],
    },
    {
      title: 'Keywords and on-page',
      lessons: [
        {
          kind: 'text',
          title: 'Keyword research',
          minutes: 6,
          body: `Keyword research finds the words real people type when they need what you offer, and tells you which of those searches a page could realistically win.

## Start from intent

Every query carries an intent, and the page you build must match it:

| Intent | The searcher wants to... | Example query |
| --- | --- | --- |
| Informational | Learn something | how to descale a kettle |
| Navigational | Reach a specific site | john lewis login |
| Commercial | Compare before buying | best cordless kettle 2025 |
| Transactional | Buy or act now | buy stainless steel kettle |

A useful check is to search the keyword yourself. If the top results are all how-to guides, a product page will struggle to rank there.

## Head terms and the long tail

**Head terms** such as "kettle" are short, searched often and fiercely competitive. **Long-tail keywords** such as "quiet kettle for small kitchen" are longer and more specific; each one has lower volume, but together they make up a large share of searches, and their clearer intent often converts better. New sites usually win long-tail terms first.

## Sources of keyword ideas

- **Google Search Console** — queries you already appear for, including ones on page two that are close to breaking through.
- **Google Keyword Planner** — volume ranges and related terms (free with a Google Ads account).
- **Autocomplete and "People also ask"** — live phrasing from real searches.
- **Customer language** — support tickets, reviews and sales calls.

## Choosing targets

Weigh each keyword on relevance to your business, search volume, difficulty and intent. Then map one primary keyword, plus close variants, to each page, so two of your own pages are not competing for the same query.`,
        },
        {
          kind: 'text',
          title: 'On-page optimisation',
          minutes: 6,
          body: `On-page optimisation makes it obvious, to people and to search engines, what a page is about and why it is the best answer to a query. These are the elements you control directly on each page.

## Title tag

The page title is the strongest on-page signal and usually becomes the blue headline in results. Put the primary keyword near the start, describe the page honestly and keep it to roughly 50 to 60 characters so it is not cut off. Every page needs a unique title.

## Meta description

Google has said it does not use the meta description as a ranking signal, but it is often shown as the snippet beneath the title, so it influences whether people click. Summarise the page's value in about 150 characters and invite the click.

## Headings and content

- Use one main heading (H1) that states the topic, with subheadings (H2, H3) that follow a logical outline.
- Answer the searcher's question early, then go deeper.
- Cover the topic thoroughly, using related terms naturally. Repeating the keyword to hit a "density" target does not help and reads badly.

## URLs, images and links

| Element | Good practice | Example |
| --- | --- | --- |
| URL | Short, readable, words separated by hyphens | /kettles/quiet-kettles |
| Image alt text | Describes the image for screen readers and image search | "brushed steel kettle on a worktop" |
| Internal links | Descriptive anchor text pointing to related pages | "see our guide to descaling" |

Internal links help crawlers find pages and pass authority around your site. Link from strong pages to important ones.

## A quick page check

Before publishing, ask: does the title match the search intent, does the first screen answer the query, and would a visitor trust this page enough to act on it?`,
        },
        {
          kind: 'quiz',
          title: 'Quiz: search and on-page basics',
          minutes: 5,
          passMark: 60,
          questions: [
            {
              prompt: 'What does a robots.txt file do?',
              multiple: false,
              options: [
                'Guarantees a page is removed from search results',
                'Tells crawlers which paths they may not crawl',
                'Lists every URL you want indexed',
                "Improves a page's ranking directly",
              ],
              correct: [1],
              explanation:
                'Robots.txt controls crawling, not indexing, so a blocked URL can still appear if others link to it. Listing URLs for discovery is the job of an XML sitemap.',
            },
            {
              prompt: 'What is the search intent of the query "buy stainless steel kettle"?',
              multiple: false,
              options: ['Informational', 'Navigational', 'Commercial', 'Transactional'],
              correct: [3],
              explanation:
                'The searcher is ready to act now by buying. Commercial intent describes comparing options before a decision.',
            },
            {
              prompt: 'Which describe long-tail keywords? Select all that apply.',
              multiple: true,
              options: [
                'Longer, more specific phrases',
                'Lower search volume per keyword than head terms',
                'Often clearer intent and easier for new sites to rank for',
                'Always the most competitive keywords in a market',
              ],
              correct: [0, 1, 2],
              explanation:
                'Long-tail terms are specific, individually less searched and usually less competitive. Head terms are the fiercely competitive ones.',
            },
            {
              prompt: 'Which are on-page elements you control directly? Select all that apply.',
              multiple: true,
              options: [
                'The title tag',
                'The meta description',
                'The heading structure',
                'The number of other sites linking to the page',
              ],
              correct: [0, 1, 2],
              explanation:
                'Titles, descriptions and headings are written on the page itself. Links from other sites are off-page signals you can only earn.',
            },
            {
              prompt: 'Why is a well-written meta description worth the effort?',
              multiple: false,
              options: [
                "It is one of Google's strongest ranking signals",
                'It is often shown as the snippet and can persuade people to click',
                'It tells crawlers which pages to skip',
              ],
              correct: [1],
              explanation:
                'Google does not use the meta description for ranking, but it often displays it beneath the title. A clear summary improves click-through rate.',
            },
          ],
        },
      ],
    },
    {
      title: 'Technical SEO and links',
      lessons: [
        {
          kind: 'text',
          title: 'Running a technical SEO audit',
          minutes: 7,
          body: `A technical audit checks that nothing in the way a site is built stops search engines from crawling, indexing and ranking its best pages. Work through it with Search Console and a crawler side by side.

## 1. Indexing

Open the **Page indexing** report in Search Console. Look at why pages are not indexed: accidental **noindex** tags, pages blocked by robots.txt, or pages Google crawled but chose not to index. Remember that to keep a page out of results you should use noindex and leave the page crawlable, because a crawler blocked by robots.txt never sees the noindex.

## 2. Status codes and redirects

| Code | Meaning | Action |
| --- | --- | --- |
| 200 | OK | None |
| 301 | Moved permanently | Use for permanent moves; it passes signals to the new URL |
| 302 | Found (temporary) | Use only for short-term moves |
| 404 | Not found | Redirect if a relevant replacement exists, and fix internal links |
| 5xx | Server error | Investigate urgently |

Also look for redirect chains (A to B to C) and collapse them into a single hop.

## 3. Duplicate content

The same content at several URLs, for example with tracking parameters or with and without "www", splits signals. Pick one preferred version and point the others to it with a **canonical** link or a 301 redirect.

## 4. Speed and page experience

Google's **Core Web Vitals** measure real-user experience. A page passes when at least 75% of visits meet these thresholds:

- **Largest Contentful Paint (LCP)** — main content loads within 2.5 seconds.
- **Interaction to Next Paint (INP)** — the page responds to input within 200 milliseconds. INP replaced First Input Delay in March 2024.
- **Cumulative Layout Shift (CLS)** — a score of 0.1 or less, so content does not jump around.

## 5. Mobile and security

Check that the mobile version has the same content as desktop and that every page is served over HTTPS. Record each finding with its fix and priority.`,
        },
        {
          kind: 'text',
          title: 'Earning links the honest way',
          minutes: 6,
          body: `Links from other websites remain one of the clearest signals that a page is trusted. But not all links are equal, and some ways of getting them break the rules and can cost you your rankings.

## What makes a link valuable

- **Relevance.** A link from a cycling magazine to a bike shop means more than one from an unrelated directory.
- **Authority.** A site that is itself well linked and trusted passes more value.
- **Placement.** A link within the body of an article beats one hidden in a footer.
- **Descriptive anchor text.** The clickable words help explain what the target page is about.

## What breaks the rules

Google's spam policies treat **link schemes** as manipulation. That includes buying or selling links that pass ranking credit, large-scale link exchanges, private blog networks and keyword-stuffed guest posts published only for links. Sites caught can be demoted or receive a manual action.

Paid and user-generated links are allowed when they are labelled with the right attribute:

| Attribute | Use it for |
| --- | --- |
| \`rel="sponsored"\` | Adverts, sponsorships and other paid links |
| \`rel="ugc"\` | Links in comments and forum posts |
| \`rel="nofollow"\` | Any other link you don't want to vouch for |

## Tactics that work honestly

1. **Publish something worth citing** — original data, surveys, free tools or definitive guides.
2. **Digital PR** — pitch a genuine story or expert comment to journalists.
3. **Broken link building** — find dead links on relevant sites and suggest your page as a replacement.
4. **Unlinked mentions** — ask sites that already mention your brand to add a link.
5. **Partnerships** — suppliers, local organisations and events often link to people they work with.

Honest link building is slower, but the links it earns keep their value when algorithms change.`,
        },
        videoLesson('the-marketing-funnel', 'The marketing funnel'),
        {
          kind: 'quiz',
          title: 'Quiz: technical SEO and links',
          minutes: 5,
          passMark: 60,
          questions: [
            {
              prompt: 'A page has moved to a new URL for good. Which redirect should you use?',
              multiple: false,
              options: ['200', '301', '302', '404'],
              correct: [1],
              explanation:
                'A 301 signals a permanent move and passes signals to the new URL. A 302 is meant for temporary moves.',
            },
            {
              prompt: "You want a page kept out of Google's results. What should you do?",
              multiple: false,
              options: [
                'Block it in robots.txt',
                'Add a noindex directive and leave the page crawlable',
                'Remove it from the XML sitemap only',
              ],
              correct: [1],
              explanation:
                'Google has to crawl the page to see the noindex. A page blocked by robots.txt can still be indexed if other pages link to it.',
            },
            {
              prompt: 'Which are Core Web Vitals? Select all that apply.',
              multiple: true,
              options: [
                'Largest Contentful Paint',
                'Interaction to Next Paint',
                'Cumulative Layout Shift',
                'Keyword density',
              ],
              correct: [0, 1, 2],
              explanation:
                'LCP, INP and CLS measure loading, responsiveness and visual stability. Keyword density is not a Core Web Vital and is not a useful target.',
            },
            {
              prompt: 'Which link attribute should mark a link you were paid to include?',
              multiple: false,
              options: ['rel="ugc"', 'rel="sponsored"', 'rel="canonical"'],
              correct: [1],
              explanation:
                'Paid links should carry rel="sponsored" so they do not pass ranking credit. Unlabelled paid links count as a link scheme.',
            },
            {
              prompt: 'Which are honest ways to earn links? Select all that apply.',
              multiple: true,
              options: [
                'Publishing original research that others want to cite',
                'Suggesting your page as a replacement for a dead link on a relevant site',
                'Buying links from a private blog network',
                'Asking a site that mentions your brand to add a link',
              ],
              correct: [0, 1, 3],
              explanation:
                "Original research, broken link building and unlinked mentions earn links on merit. Buying links from a network is a link scheme under Google's spam policies.",
            },
          ],
        },
      ],
    },
  ],
};
