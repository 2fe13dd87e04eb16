/**
 * A large, realistic catalogue for `npm run db:seed -- --courses N` (mocks/server/seedDb.ts): N
 * courses with names drawn from each category's topics ("JavaScript Basics", "SEO Essentials",
 * numbered only where a name repeats: "Python Data 12"), each with a small curriculum (chapters of
 * text, video and quiz lessons), and in proportion to them enrollments (with a succeeded charge for
 * each paid or refunded one), learners' progress in some paid courses, reviews and assigned courses.
 *
 * Pure and reproducible: a fixed random seed, no clock and no Math.random. The same count gives the
 * same records, ids included; only the enrollment and payment times follow `now` (they lie before
 * it, like the small seed's). Course i and its curriculum do not depend on the count, so a larger
 * catalogue starts with the courses, chapters and lessons of a smaller one.
 */
import {
  COURSE_CATEGORIES,
  type AssignedCourse,
  type Course,
  type CourseCategory,
  type Enrollment,
  type PaymentRecord,
  type Review,
} from '@/shared/domain/entities';
import type {
  Chapter,
  Lesson,
  ProgressRecord,
  QuizAttemptRecord,
  QuizQuestion,
} from '@/shared/domain/learning';
import { LIMITS } from '@/shared/domain/schemas';
import { emptyDatabase, type Database } from '../api/database';
import { seededRandom } from '../api/seededRandom';
import { ADMIN_UID } from './accounts';
import { videoLesson } from './curricula/shared';
import type { SeedVideoId } from './curricula/types';
import { passingAttempt, seedVideo } from './curriculum';
import videos from './media/videos.json';

/**
 * The most courses one run generates. The server reads its data file as one string, and V8's
 * strings stop at 512 MiB: with their curricula, 200,000 courses would not fit (docs/performance.md,
 * "Learning at scale").
 */
export const MAX_SEED_COURSES = 150_000;

/** Per generated course: half an enrollment, a tenth of a review, a fiftieth of an assigned course. */
export const SEED_RATIOS = {
  enrollments: 1 / 2,
  reviews: 1 / 10,
  assignedCourses: 1 / 50,
} as const;

/** How many records of each kind `count` courses bring (at least one of each). */
export function seedCounts(count: number): {
  courses: number;
  enrollments: number;
  reviews: number;
  assignedCourses: number;
} {
  return {
    courses: count,
    enrollments: Math.ceil(count * SEED_RATIOS.enrollments),
    reviews: Math.ceil(count * SEED_RATIOS.reviews),
    assignedCourses: Math.ceil(count * SEED_RATIOS.assignedCourses),
  };
}

const RANDOM_SEED = 0x1ea2_2026;

/** Comma-separated words, as a list (keeps the long word lists below readable). */
const list = (text: string): readonly string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

// ---- Course names ----

/** What each category teaches: a topic alone or with a suffix makes a course name. */
const TOPICS: Record<CourseCategory, readonly string[]> = {
  Academic: list(`
    Calculus, Linear Algebra, Statistics, Probability, Algebra, Geometry, Trigonometry,
    Physics, Chemistry, Biology, Organic Chemistry, Genetics, Economics, Microeconomics,
    Macroeconomics, World History, Philosophy, Ethics, Psychology, Sociology,
    Academic Writing, Essay Writing, Research Methods, Critical Thinking, Logic, Astronomy,
    Ecology, Anatomy, English Grammar, Spanish, French, German, Arabic, Mandarin, Literature,
    Poetry, Art History, Music Theory, Political Science, Public Speaking, Discrete Math,
    Number Theory, Neuroscience, Geography, Accounting, Finance, Study Skills,
    Python Programming
  `),
  Technical: list(`
    JavaScript, TypeScript, Python, Python Data, React, Node.js, SQL, PostgreSQL, MongoDB,
    Docker, Kubernetes, AWS, Azure, Linux, Git, Go, Rust, Java, Kotlin, Swift, C#, C++,
    Django, Flask, Vue.js, Angular, GraphQL, REST APIs, Cybersecurity, Networking, DevOps,
    Machine Learning, Deep Learning, Data Science, Data Analysis, Cloud Computing, Excel,
    Power BI, Tableau, Pandas, NumPy, TensorFlow, PyTorch, Web Scraping, Unit Testing,
    Android Apps, iOS Apps, Flutter, Blockchain, IoT, Arduino, Raspberry Pi, Bash Scripting,
    CSS Layout, HTML and CSS, Next.js, Spring Boot, Terraform, Redis, AI Foundations,
    Web Development
  `),
  Marketing: list(`
    SEO, Local SEO, Google Ads, Facebook Ads, Email Marketing, Content Marketing,
    Social Media, Instagram, TikTok, YouTube Growth, Copywriting, Branding, Market Research,
    Google Analytics, Affiliate Marketing, Growth Hacking, Digital Marketing, PPC,
    Marketing Funnels, Brand Strategy, Product Marketing, Public Relations, Video Marketing,
    Podcasting, LinkedIn Marketing, Sales Funnels, Conversion Rates, E-commerce, Shopify,
    Amazon Selling, Newsletters, Storytelling, Pricing Strategy, Customer Journeys,
    Influencer Marketing, Marketing Analytics
  `),
  Freelancing: list(`
    Upwork Profiles, Upwork, Fiverr Gigs, Client Proposals, Pricing Your Work,
    Freelance Writing, Invoicing, Contracts, Personal Branding, Portfolio Sites,
    Cold Emailing, Remote Work, Time Management, Logo Design, Graphic Design, Video Editing,
    Translation, Virtual Assistant, Web Design, Bookkeeping, Negotiation, Illustration,
    Photography, Voice Over, Transcription, UX Design, Client Retention, Freelance Taxes,
    Side Projects, Freelancing, Ghostwriting
  `),
};

/** Endings for each category's topics; no ending is a number, so "Name 2" never meets a name. */
const SUFFIXES: Record<CourseCategory, readonly string[]> = {
  Academic: list(`
    Basics, Fundamentals, Essentials, for Beginners, Made Simple, in Practice, Advanced,
    Foundations, Seminar, Primer, Exam Prep, Workshop, Study Guide, Refresher
  `),
  Technical: list(`
    Basics, Essentials, Fundamentals, Bootcamp, Masterclass, Deep Dive, Crash Course,
    for Beginners, Advanced, in Practice, Projects, Hands-On, Workshop, Cookbook, Lab,
    Step by Step, Starter
  `),
  Marketing: list(`
    Essentials, Basics, Strategy, Playbook, Masterclass, for Beginners, Toolkit, Mastery,
    Fundamentals, in Practice, Workshop, Advanced, Bootcamp, Campaigns
  `),
  Freelancing: list(`
    Basics, Essentials, Mastery, for Beginners, Playbook, Toolkit, Blueprint, Fundamentals,
    Workshop, Bootcamp, Made Simple, Step by Step, Starter Kit, Advanced
  `),
};

/** Images in public/images/courses: a topic that names one takes it, the rest share by category. */
const IMAGE_HINTS: readonly (readonly [RegExp, string])[] = [
  [/python/i, 'python-programming'],
  [/machine learning|tensorflow|pytorch/i, 'machine-learning'],
  [/deep learning/i, 'deep-learning'],
  [/\bai\b|artificial/i, 'artificial-intelligence'],
  [/data|pandas|numpy|sql|excel|power bi|tableau|statistic/i, 'data-science'],
  [/iot|arduino|raspberry/i, 'iot-fundamentals'],
  [/web|react|javascript|typescript|node|html|css|next|vue|angular/i, 'web-development'],
  [/calculus|algebra|geometry|trigonometry|math|probability|number theory/i, 'calculus'],
  [/writing|essay|grammar|literature|poetry|research/i, 'academic-writing'],
  [/\bseo\b/i, 'seo-essentials'],
  [/social|instagram|tiktok|youtube|linkedin|influencer/i, 'social-media'],
  [/content|copywriting|newsletter|storytelling|podcast/i, 'content-marketing'],
  [/upwork|fiverr/i, 'upwork-mastery'],
  [/design|logo|illustration|photography/i, 'graphic-design'],
];

const CATEGORY_IMAGES: Record<CourseCategory, readonly string[]> = {
  Academic: ['academic-writing', 'calculus'],
  Technical: ['web-development', 'data-science', 'artificial-intelligence', 'iot-fundamentals'],
  Marketing: ['digital-marketing', 'content-marketing', 'social-media', 'seo-essentials'],
  Freelancing: ['freelancing-101', 'upwork-mastery', 'graphic-design'],
};

/** Every image a generated course or assigned course may show. */
export const SEED_IMAGES: readonly string[] = [
  ...new Set([
    ...IMAGE_HINTS.map(([, slug]) => slug),
    ...COURSE_CATEGORIES.flatMap((category) => CATEGORY_IMAGES[category]),
  ]),
].map((slug) => `/images/courses/${slug}.webp`);

interface NameBase {
  name: string;
  topic: string;
  img: string;
}

function imageOf(topic: string, category: CourseCategory, index: number): string {
  const hint = IMAGE_HINTS.find(([pattern]) => pattern.test(topic));
  const pool = CATEGORY_IMAGES[category];
  return `/images/courses/${hint ? hint[1] : pool[index % pool.length]}.webp`;
}

/** One value per category. */
const byCategory = <T>(make: (category: CourseCategory) => T): Record<CourseCategory, T> => ({
  Academic: make('Academic'),
  Technical: make('Technical'),
  Marketing: make('Marketing'),
  Freelancing: make('Freelancing'),
});

/** The names a course of each category may take before numbering: a topic, alone or with a suffix. */
export const COURSE_NAME_BASES: Record<CourseCategory, readonly NameBase[]> = byCategory(
  (category) =>
    TOPICS[category].flatMap((topic, index) => {
      const img = imageOf(topic, category, index);
      return [topic, ...SUFFIXES[category].map((suffix) => `${topic} ${suffix}`)]
        .filter((name) => name.length <= LIMITS.nameMax)
        .map((name) => ({ name, topic, img }));
    }),
);

/** Short names keep room for a number of up to six digits. */
const SHORT_BASES = byCategory((category) =>
  COURSE_NAME_BASES[category].filter((base) => base.name.length <= LIMITS.nameMax - 7),
);

const DESCRIPTIONS: Record<CourseCategory, readonly ((topic: string) => string)[]> = {
  Academic: [
    (t) => `A university-level course in ${t}: weekly lectures, worked examples and problem sets.`,
    (t) => `${t} from first principles, with short quizzes after every lesson and a final exam.`,
    (t) => `Build a solid grounding in ${t} with readings, discussion prompts and graded essays.`,
  ],
  Technical: [
    (t) => `Hands-on ${t}: short video lessons, coding exercises and a project for your portfolio.`,
    (t) => `Learn ${t} by building real things, from a first working example to production habits.`,
    (t) => `${t} for working developers: patterns, tooling, testing and debugging, step by step.`,
  ],
  Marketing: [
    (t) => `${t} that brings results: plan, launch and measure campaigns with real examples.`,
    (t) => `A practical ${t} course with templates, case studies and a campaign you run yourself.`,
    (t) => `Grow an audience with ${t}: research, content, budgets and the metrics that matter.`,
  ],
  Freelancing: [
    (t) => `${t} for freelancers: win clients, set fair rates and deliver work they come back for.`,
    (t) => `Turn ${t} into steady income with checklists, scripts and examples from working pros.`,
    (t) => `A step-by-step guide to ${t}, from your first client to a full calendar.`,
  ],
};

// ---- People ----

const FIRST_NAMES = list(`
  Aisha, Omar, Sofia, Liam, Chen, Priya, Mateo, Amara, Yuki, Noah, Fatima, Lucas, Elena,
  Kwame, Hana, Diego, Nadia, Ethan, Zara, Ivan, Leila, Arjun, Grace, Tomas, Mina, Samuel,
  Ines, Rahul, Chloe, Kofi, Anna, Javier, Sara, Emeka, Mei, Oliver, Rania, Lars, Nia, Hugo,
  Ayumi, Daniel, Farah, Pedro, Lina, Tariq, Julia, Ravi, Emma, Kenji
`);

const LAST_NAMES = list(`
  Rahman, Okafor, Silva, Nair, Kim, Haddad, Novak, Mensah, Tanaka, Rossi, Hassan, Costa,
  Ibrahim, Larsen, Patel, Moreau, Mendes, Chowdhury, Schmidt, Nguyen, Adeyemi, Kowalski,
  Lopez, Sato, Ahmed, Brown, Dubois, Khan, Reyes, Osei, Fischer, Ali, Park, Santos, Jensen,
  Hossain, Wright, Yilmaz, Castro, Petrov, Bianchi, Zhang, Mwangi, Alvarez, Sharma, Walsh,
  Lindqvist, Owusu
`);

const STREETS = list(`
  Garden Road, Harbour Street, Lake View, Station Road, Park Avenue, Hill Lane,
  Market Street, River Road, College Road, Mill Lane, Green Street, North Avenue
`);

const CITIES: readonly (readonly [string, string])[] = [
  ['Dhaka', '+8801'],
  ['Chittagong', '+8801'],
  ['Lagos', '+234'],
  ['Nairobi', '+254'],
  ['Lisbon', '+351'],
  ['Berlin', '+49'],
  ['Madrid', '+34'],
  ['Toronto', '+1'],
  ['Manila', '+63'],
  ['Karachi', '+92'],
  ['Cairo', '+20'],
  ['Jakarta', '+62'],
  ['Sao Paulo', '+55'],
  ['Warsaw', '+48'],
  ['Tokyo', '+81'],
];

/** Stripe's test cards: the brand and last four digits their tokens report. */
const CARDS: readonly (readonly [string, string])[] = [
  ['Visa', '4242'],
  ['Visa', '4242'],
  ['Visa', '1881'],
  ['MasterCard', '4444'],
  ['MasterCard', '5100'],
  ['American Express', '8431'],
  ['Discover', '1117'],
];

/** What a pleased learner (4 or 5 stars) and a disappointed one (1 to 3) write. */
const REVIEW_TEXTS = {
  pleased: {
    openings: [
      (c: string) => `${c} was exactly what I needed.`,
      (c: string) => `I took ${c} after work and finished it in a month.`,
      (c: string) => `${c} is well structured and easy to follow.`,
      (c: string) => `My second course here, and ${c} did not disappoint.`,
    ],
    details: [
      'The exercises match what I do at work.',
      'The instructor answers questions within a day.',
      'The quizzes helped me check what I had really understood.',
      'The final project is now in my portfolio.',
      'Short videos that respect your time.',
    ],
  },
  disappointed: {
    openings: [
      (c: string) => `${c} started slowly and never quite picked up.`,
      (c: string) => `I expected more depth from ${c}.`,
      (c: string) => `${c} has good moments but feels unfinished.`,
    ],
    details: [
      'I would like more practice material in the last part.',
      'Some lessons could use clearer captions.',
      'Questions in the forum took a week to be answered.',
      'Several examples no longer work with current tools.',
    ],
  },
} as const;

const COHORT_SEASONS = ['Spring', 'Summer', 'Autumn', 'Winter'];
const COHORT_DAYS = [
  'Monday and Wednesday evenings',
  'Tuesday and Thursday evenings',
  'Saturday mornings',
  'weekday lunchtimes',
];
const TEACHERS = ['Tariq Teacher', 'Dr. Mensah', 'Ms. Novak', 'Mr. Haddad', 'Prof. Tanaka'];

// ---- Helpers ----

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

/** An integer from min to max, both included. */
const between = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * ObjectId-shaped ids: a fixed 4-byte prefix per collection (the small seed's 6650a1c0...
 * pattern, with b for generated) and the record's number. Unique, and never a seed id.
 */
const ID_PREFIX = {
  courses: '6650b1c0',
  review: '6650b2c0',
  assigncourse: '6650b3c0',
  enroll: '6650b4c0',
  payments: '6650b6c0',
  chapters: '6650b7c0',
  lessons: '6650b8c0',
  progress: '6650b9c0',
  quizAttempts: '6650bac0',
} as const;

const idOf = (collection: keyof typeof ID_PREFIX, index: number): string =>
  `${ID_PREFIX[collection]}${(index + 1).toString(16).padStart(16, '0')}`;

const hex8 = (random: Random): string =>
  Math.floor(random() * 0x1_0000_0000)
    .toString(16)
    .padStart(8, '0');

const iso = (time: number): string => new Date(time).toISOString();

interface Learner {
  /** A generated account id: no sign-in account exists for it. */
  uid: string;
  displayName: string;
  email: string;
  address?: string;
  city?: string;
  phone?: string;
}

// ---- Generators ----

/**
 * The courses alone (what generateSeedAdditions starts with), and the topic each was named after
 * (its curriculum's subject); `reservedNames` are not reused unnumbered.
 */
export function generateCourses(
  count: number,
  reservedNames: Iterable<string>,
): { courses: Course[]; topics: string[] } {
  const random = seededRandom(RANDOM_SEED);
  /** Every name in use (lower case): the seed's and those generated so far. */
  const taken = new Set([...reservedNames].map((name) => name.toLowerCase()));
  /** The last number each name base took (1: the bare name). */
  const uses = new Map<string, number>();
  const nameOf = (base: NameBase, number: number): string =>
    number === 1 ? base.name : `${base.name} ${number}`;
  /** The next free number for `base`: skips names already taken (a seed's "Freelancing 101"). */
  const nextNumber = (base: NameBase): number => {
    let number = (uses.get(base.name) ?? 0) + 1;
    while (taken.has(nameOf(base, number).toLowerCase())) number += 1;
    return number;
  };
  const courses: Course[] = new Array<Course>(count);
  const topics: string[] = new Array<string>(count);
  for (let index = 0; index < count; index += 1) {
    const category = pick(random, COURSE_CATEGORIES);
    let base = pick(random, COURSE_NAME_BASES[category]);
    let number = nextNumber(base);
    // A long name seen many times has no room for its number: take another, in the end a short one.
    for (let attempt = 1; nameOf(base, number).length > LIMITS.nameMax; attempt += 1) {
      base = pick(random, attempt < 8 ? COURSE_NAME_BASES[category] : SHORT_BASES[category]);
      number = nextNumber(base);
    }
    uses.set(base.name, number);
    const name = nameOf(base, number);
    taken.add(name.toLowerCase());

    const roll = random();
    let price: number;
    if (roll < 0.03) price = 0;
    else if (roll < 0.93) {
      const tens = between(random, 0, 18);
      price = 19 + 10 * tens + (tens < 18 && random() < 0.3 ? 0.99 : 0);
    } else price = 249 + 50 * between(random, 0, 25);

    // Most courses are rated, mostly from 3 to 5 stars, a few lower; some have no rating yet.
    const rated = random() >= 0.08;
    const stars = random() < 0.06 ? 1 + 2 * random() : 3 + 2 * Math.sqrt(random());
    const star = rated ? Math.round(stars * 10) / 10 : undefined;
    courses[index] = {
      _id: idOf('courses', index),
      name,
      description: pick(random, DESCRIPTIONS[category])(base.topic),
      price,
      ...(star === undefined ? {} : { star }),
      img: base.img,
      category,
    };
    topics[index] = base.topic;
  }
  return { courses, topics };
}

function generateLearners(count: number, reservedEmails: Iterable<string>): Learner[] {
  const random = seededRandom(RANDOM_SEED + 1);
  const reserved = new Set([...reservedEmails].map((email) => email.toLowerCase()));
  const uses = new Map<string, number>();
  const learners: Learner[] = [];
  while (learners.length < count) {
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    const displayName = `${first} ${last}`;
    if (displayName.length > LIMITS.nameMax) continue;
    const local = `${first}.${last}`.toLowerCase();
    let number = (uses.get(local) ?? 0) + 1;
    const emailOf = (n: number): string => `${local}${n === 1 ? '' : n}@example.com`;
    while (reserved.has(emailOf(number))) number += 1;
    uses.set(local, number);
    const email = emailOf(number);
    const [city, dialCode] = pick(random, CITIES);
    const withAddress = random() < 0.6;
    learners.push({
      uid: `GeneratedLearner${String(learners.length + 1).padStart(12, '0')}`,
      displayName,
      email,
      ...(withAddress ? { address: `${between(random, 1, 240)} ${pick(random, STREETS)}` } : {}),
      ...(random() < 0.8 ? { city } : {}),
      ...(withAddress
        ? { phone: `${dialCode}${String(between(random, 10_000_000, 99_999_999))}` }
        : {}),
    });
  }
  return learners;
}

/** Six hex digits per serial number: multiplying by an odd number is a bijection mod 2^24. */
const receiptSuffix = (serial: number): string =>
  ((Math.imul(serial + 1, 0x9e3779b1) ^ 0x5a17c3) & 0xffffff)
    .toString(16)
    .toUpperCase()
    .padStart(6, '0');

// ---- Curricula ----

/** A text lesson a course of some category may hold: its title and a short Markdown body. */
interface TextTemplate {
  title: string;
  body: (topic: string) => string;
}

/**
 * Each category's text lessons, in the order a course takes them (a course takes a few, in this
 * order). Bodies are short Markdown (a paragraph and a list, no HTML): at 100,000 courses every
 * byte here is repeated hundreds of thousands of times in the data file.
 */
const TEXT_LESSONS: Record<CourseCategory, readonly TextTemplate[]> = {
  Academic: [
    {
      title: 'Key terms',
      body: (t) =>
        `Learn the key terms of ${t} first.\n\n- write a one-line definition of each\n- add an example of your own`,
    },
    {
      title: 'A worked example',
      body: (t) =>
        `Follow one ${t} problem to the end.\n\n1. Restate the question\n2. Work step by step, then check`,
    },
    {
      title: 'Reading the sources',
      body: (t) =>
        `Good notes on ${t} need good sources.\n\n- prefer reviewed work\n- note where each idea comes from`,
    },
    {
      title: 'Practice problems',
      body: (t) =>
        `Practice is where ${t} sticks.\n\n1. Solve one problem you know\n2. Then one that needs a new idea`,
    },
    {
      title: 'Common mistakes',
      body: (t) =>
        `Most mistakes in ${t} come from rushing.\n\n- read the whole question\n- show every step`,
    },
    {
      title: 'Review and recap',
      body: (t) =>
        `Before the quiz, look back over ${t}.\n\n- reread your definitions\n- redo one example from memory`,
    },
  ],
  Technical: [
    {
      title: 'Setting up',
      body: (t) =>
        `Set up a place to practise ${t}.\n\n1. Install the tools\n2. Run the first example`,
    },
    {
      title: 'Core concepts',
      body: (t) =>
        `A few ideas carry most of ${t}:\n\n- **inputs** and outputs\n- **errors** and how to read them`,
    },
    {
      title: 'A first project',
      body: (t) =>
        `Build something small with ${t}.\n\n- write the simplest version that works\n- improve it step by step`,
    },
    {
      title: 'Debugging',
      body: (t) =>
        `When ${t} surprises you, slow down.\n\n1. Read the whole error\n2. Change one thing at a time`,
    },
    {
      title: 'Testing your work',
      body: (t) =>
        `Tests let you change ${t} work safely.\n\n- check the usual case\n- check an edge case`,
    },
    {
      title: 'Next steps',
      body: (t) =>
        `You know the basics of ${t}.\n\n- rebuild the project from memory\n- read the official documentation`,
    },
  ],
  Marketing: [
    {
      title: 'Know your audience',
      body: (t) =>
        `${t} starts with the people you want to reach.\n\n- what they need\n- where they spend their time`,
    },
    {
      title: 'Setting goals',
      body: (t) =>
        `Give your ${t} work a goal you can measure.\n\n- one number to move\n- a date to reach it by`,
    },
    {
      title: 'Planning a campaign',
      body: (t) =>
        `A ${t} plan fits on one page.\n\n1. Goal and audience\n2. Message, channels and budget`,
    },
    {
      title: 'Measuring results',
      body: (t) =>
        `Measure ${t} by outcomes, not effort.\n\n- **conversion rate**\n- **cost per customer**`,
    },
    {
      title: 'A worked case',
      body: (t) =>
        `A small shop grew its sign-ups with ${t}.\n\n- it tested two offers\n- it kept the one that won`,
    },
  ],
  Freelancing: [
    {
      title: 'Finding clients',
      body: (t) =>
        `Your first ${t} clients may be close by.\n\n- tell your network what you offer\n- show a few samples`,
    },
    {
      title: 'Setting your rates',
      body: (t) =>
        `Price ${t} work for the value it brings.\n\n1. Add up your costs\n2. Check what others charge`,
    },
    {
      title: 'Writing a proposal',
      body: (t) =>
        `A good ${t} proposal is short.\n\n- restate the client's problem\n- give one clear price`,
    },
    {
      title: 'Delivering the work',
      body: (t) =>
        `Deliver ${t} work as promised.\n\n- agree on the scope in writing\n- send short updates`,
    },
    {
      title: 'Getting paid',
      body: (t) =>
        `Make getting paid for ${t} routine.\n\n- take a deposit first\n- invoice on the day you deliver`,
    },
  ],
};

const CHAPTER_TITLES = {
  first: ['Getting started', 'First steps', 'The basics'],
  middle: ['Core skills', 'Going deeper', 'Key techniques'],
  last: ['In practice', 'Putting it together', 'Applying what you learned'],
} as const;

/** A quiz question on a course's topic: its first `correctCount` options are the correct ones. */
interface QuizTemplate {
  prompt: (topic: string) => string;
  options: readonly string[];
  correctCount: number;
  explanation: string;
}

/** Each category's questions: one single-choice, one where two options are correct. */
const QUIZ_QUESTIONS: Record<CourseCategory, readonly [QuizTemplate, QuizTemplate]> = {
  Academic: [
    {
      prompt: (t) => `What is the best first step with a new ${t} problem?`,
      options: ['Restate the question in your own words', 'Guess the answer', 'Skip it'],
      correctCount: 1,
      explanation: 'Restating the question shows what is asked and what you already know.',
    },
    {
      prompt: (t) => `Which help you remember ${t}? Select all that apply.`,
      options: ['Reviewing a little every day', 'Explaining it to someone', 'One late rereading'],
      correctCount: 2,
      explanation: 'Spaced review and explaining build memory; one late rereading soon fades.',
    },
  ],
  Technical: [
    {
      prompt: (t) => `Your ${t} work stops with an error. What do you do first?`,
      options: [
        'Read the whole error message',
        'Start again from scratch',
        'Run it again unchanged',
      ],
      correctCount: 1,
      explanation: 'The message usually names the problem and where it happened: start there.',
    },
    {
      prompt: (t) => `Which habits keep ${t} work easy to change? Select all that apply.`,
      options: ['Small, tested steps', 'Clear names', 'Copying code you do not understand'],
      correctCount: 2,
      explanation:
        'Small tested steps and clear names keep work easy to change; copied code does not.',
    },
  ],
  Marketing: [
    {
      prompt: (t) => `What comes first when you plan ${t} work?`,
      options: ['A goal you can measure', 'The largest possible budget', 'A new logo'],
      correctCount: 1,
      explanation: 'A measurable goal says what to do, and whether it worked.',
    },
    {
      prompt: (t) => `Which measure the results of ${t}? Select all that apply.`,
      options: ['Conversion rate', 'Cost per customer', 'Hours spent in meetings'],
      correctCount: 2,
      explanation: 'Conversions and cost per customer measure outcomes; meetings measure effort.',
    },
  ],
  Freelancing: [
    {
      prompt: (t) => `A client asks for ${t} work. What do you agree on before you start?`,
      options: ['Scope, price and date, in writing', 'Nothing yet', 'Only the date'],
      correctCount: 1,
      explanation: 'A written scope, price and date prevent most disputes with clients.',
    },
    {
      prompt: (t) => `Which bring ${t} clients back? Select all that apply.`,
      options: ['Delivering on time', 'Clear updates', 'Raising prices without notice'],
      correctCount: 2,
      explanation: 'Reliability and clear updates build trust; surprises lose it.',
    },
  ],
};

/** The seeded video an academic or technical course on a topic shows: its subject's, if any. */
const VIDEO_HINTS: readonly (readonly [RegExp, SeedVideoId])[] = [
  [/python/i, 'python-in-a-minute'],
  [
    /data|machine learning|deep learning|statistic|pandas|numpy|analytics|tableau|power bi/i,
    'what-data-science-is',
  ],
  [
    /web|html|css|javascript|typescript|react|node|next|vue|angular|rest api|graphql/i,
    'how-the-web-works',
  ],
  [/writing|essay|research|grammar|literature/i, 'writing-a-thesis-statement'],
];

/** The video of a course no hint names; marketing and freelancing courses always show theirs. */
const CATEGORY_VIDEOS: Record<CourseCategory, SeedVideoId> = {
  Academic: 'planning-your-study-week',
  Technical: 'how-this-course-works',
  Marketing: 'the-marketing-funnel',
  Freelancing: 'finding-freelance-clients',
};

const VIDEO_TITLES = new Map(
  (videos as { id: string; title: string }[]).map((video) => [video.id, video.title]),
);

/** The share of generated courses with a video lesson (each carries the video's transcript). */
const VIDEO_SHARE = 0.3;

/** The numbers 0 to length - 1 in a random order. */
function shuffled(random: Random, length: number): number[] {
  const order = Array.from({ length }, (_, index) => index);
  for (let index = length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other] as number, order[index] as number];
  }
  return order;
}

function quizOf(
  random: Random,
  lessonId: string,
  category: CourseCategory,
  topic: string,
): NonNullable<Lesson['quiz']> {
  // One question (its kind varies by course), so the quiz is passed by answering it right.
  const template = pick(random, QUIZ_QUESTIONS[category]);
  // Question and option ids as the seed's curricula make them (./curriculum.ts).
  const id = `${lessonId.slice(-4)}q1`;
  const order = shuffled(random, template.options.length);
  const options = order.map((from, to) => ({
    id: `${id}o${to + 1}`,
    text: template.options[from] ?? '',
  }));
  const question: QuizQuestion = {
    id,
    prompt: template.prompt(topic),
    multiple: template.correctCount > 1,
    options,
    correct: options
      .filter((_, to) => (order[to] ?? 0) < template.correctCount)
      .map((option) => option.id),
    explanation: template.explanation,
  };
  return { passMark: 100, questions: [question] };
}

/**
 * Every course's curriculum: 2 or 3 chapters of 2 to 4 lessons, 5 or 6 in all; a welcome text
 * open as a preview first, a quiz last, a seeded video in some courses, text lessons between.
 * Lesson ids run in course order, so a larger catalogue starts with a smaller one's.
 */
function generateCurricula(
  courses: readonly Course[],
  topics: readonly string[],
): { chapters: Chapter[]; lessons: Lesson[] } {
  const random = seededRandom(RANDOM_SEED + 3);
  const chapters: Chapter[] = [];
  const lessons: Lesson[] = [];
  courses.forEach((course, courseIndex) => {
    const category = course.category ?? 'Technical';
    const topic = topics[courseIndex] ?? course.name;
    // Mostly 2 chapters and 5 lessons, the fewest a generated course has: at 100,000 courses each
    // lesson more per course is another 100,000 records for the server to parse at start.
    const chapterCount = random() < 0.8 ? 2 : 3;
    const total = chapterCount === 2 && random() < 0.75 ? 5 : 6;
    // Chapters of 2 lessons, then the rest (at most 2) one by one into random chapters.
    const sizes = Array.from({ length: chapterCount }, () => 2);
    for (let extra = total - 2 * chapterCount; extra > 0; extra -= 1) {
      const chapter = Math.floor(random() * chapterCount);
      sizes[chapter] = (sizes[chapter] ?? 0) + 1;
    }
    const withVideo = random() < VIDEO_SHARE;
    const videoAt = withVideo ? between(random, 1, total - 2) : -1;
    const pool = TEXT_LESSONS[category];
    // Distinct text lessons, in the order the category's list gives them.
    const texts = shuffled(random, pool.length)
      .slice(0, total - 2 - (withVideo ? 1 : 0))
      .sort((a, b) => a - b)
      .map((index) => pool[index] as TextTemplate);
    const hinted =
      category === 'Academic' || category === 'Technical'
        ? VIDEO_HINTS.find(([pattern]) => pattern.test(topic))?.[1]
        : undefined;
    const video = hinted ?? CATEGORY_VIDEOS[category];
    let serial = 0;
    sizes.forEach((size, chapterIndex) => {
      const chapterId = idOf('chapters', chapters.length);
      const titles =
        chapterIndex === 0
          ? CHAPTER_TITLES.first
          : chapterIndex === chapterCount - 1
            ? CHAPTER_TITLES.last
            : CHAPTER_TITLES.middle;
      chapters.push({
        _id: chapterId,
        courseId: course._id,
        title: pick(random, titles),
        position: chapterIndex + 1,
      });
      for (let position = 1; position <= size; position += 1, serial += 1) {
        const _id = idOf('lessons', lessons.length);
        // Whole object literals: spreading shared fields into each costs several times as much.
        const courseId = course._id;
        if (serial === 0) {
          lessons.push({
            _id,
            courseId,
            chapterId,
            position,
            title: `Welcome to ${course.name}`,
            kind: 'text',
            minutes: between(random, 2, 4),
            preview: true,
            published: true,
            body: `${course.name} teaches ${topic} in short lessons.\n\n- read each lesson, then try it yourself\n- mark it complete when you are done\n- finish with a short quiz`,
          });
        } else if (serial === total - 1) {
          lessons.push({
            _id,
            courseId,
            chapterId,
            position,
            title: `Quiz: ${topic}`,
            kind: 'quiz',
            minutes: 4,
            preview: false,
            published: true,
            quiz: quizOf(random, _id, category, topic),
          });
        } else if (serial === videoAt) {
          // As the seed's curricula reference a seeded video (./curricula/shared.ts).
          const seed = videoLesson(video, VIDEO_TITLES.get(video) ?? video);
          lessons.push({
            _id,
            courseId,
            chapterId,
            position,
            title: seed.title,
            kind: 'video',
            minutes: seed.minutes,
            preview: false,
            published: true,
            video: seedVideo(seed.video),
          });
        } else {
          const text = texts.shift() ?? (pool[0] as TextTemplate);
          lessons.push({
            _id,
            courseId,
            chapterId,
            position,
            title: text.title,
            kind: 'text',
            minutes: between(random, 3, 8),
            preview: false,
            published: true,
            body: text.body(topic),
          });
        }
      }
    });
  });
  return { chapters, lessons };
}

/** The share of paid enrollments whose learner has opened the course. */
const PROGRESS_SHARE = 0.7;
/** The chance that a learner who has completed a lesson completes the next one too. */
const CONTINUE_RATE = 0.8;

/**
 * Progress in some paid enrollments, in the shape the server keeps (../api/resources/progress.ts):
 * each learner completed the course's first lessons in order, between paying and `start`, and
 * visited the next, so that fewer learners reach each lesson than the one before. A completed video
 * was played through; a completed quiz has its passing attempt.
 */
function generateProgress(
  enroll: readonly Enrollment[],
  lessons: readonly Lesson[],
  start: number,
): { progress: ProgressRecord[]; quizAttempts: QuizAttemptRecord[] } {
  const random = seededRandom(RANDOM_SEED + 4);
  // Each course's lessons in the order a learner takes them (the order they were generated in).
  const lessonsOf = new Map<string, Lesson[]>();
  for (const lesson of lessons) {
    const list = lessonsOf.get(lesson.courseId);
    if (list) list.push(lesson);
    else lessonsOf.set(lesson.courseId, [lesson]);
  }
  const progress: ProgressRecord[] = [];
  const quizAttempts: QuizAttemptRecord[] = [];
  for (const enrollment of enroll) {
    if (enrollment.status !== 'Paid' || enrollment.paidAt === undefined) continue;
    if (random() >= PROGRESS_SHARE) continue;
    const course = lessonsOf.get(enrollment.courseId) ?? [];
    let done = 0;
    while (done < course.length && random() < CONTINUE_RATE) done += 1;
    const paidAt = Date.parse(enrollment.paidAt);
    const completed = course.slice(0, done);
    const finished = done === course.length;
    // Lesson j is completed `offsets[j]` after paying, and the next one visited after the last:
    // minutes apart, now and then a day or more, squeezed in before `start` when they would pass it.
    const offsets: number[] = [];
    let offset = between(random, 1, 120) * 60_000;
    for (let index = 0; index <= done; index += 1) {
      offsets.push(offset);
      offset += random() < 0.3 ? between(random, 12, 72) * HOUR : between(random, 4, 25) * 60_000;
    }
    const latest = offsets[finished ? done - 1 : done] ?? 0;
    const scale = Math.min(1, (start - paidAt - 1000) / latest);
    const at = (index: number): string =>
      iso(paidAt + Math.floor(((offsets[index] ?? 0) * scale) / 1000) * 1000);
    const last = finished ? course[done - 1] : course[done];
    for (const [index, lesson] of completed.entries()) {
      if (!lesson.quiz) continue;
      quizAttempts.push(
        passingAttempt(
          idOf('quizAttempts', quizAttempts.length),
          enrollment.uid,
          lesson,
          at(index),
        ),
      );
    }
    progress.push({
      _id: idOf('progress', progress.length),
      uid: enrollment.uid,
      courseId: enrollment.courseId,
      completed: completed.map((lesson, index) => ({ lessonId: lesson._id, at: at(index) })),
      videos: completed.flatMap((lesson, index) => {
        const seconds = lesson.video?.durationSeconds;
        if (seconds === undefined) return [];
        return [
          {
            lessonId: lesson._id,
            position: seconds,
            played: [[0, seconds]] as [number, number][],
            openMs: Math.ceil(seconds * 1000) + 5000,
            updatedAt: at(index),
          },
        ];
      }),
      ...(last ? { lastLessonId: last._id } : {}),
      lastVisitedAt: at(finished ? done - 1 : done),
      ...(finished ? { completedAt: at(done - 1) } : {}),
    });
  }
  return { progress, quizAttempts };
}

/**
 * The records `count` generated courses bring (see seedCounts), as additions to `base` (the small
 * seed): its course names are not reused unnumbered and its learners' emails are not reused.
 */
export function generateSeedAdditions(
  count: number,
  now: number,
  base: Pick<Database, 'courses' | 'enroll' | 'users' | 'payments'> = emptyDatabase(),
): Database {
  if (!Number.isInteger(count) || count < 1 || count > MAX_SEED_COURSES) {
    throw new RangeError(`The course count must be a whole number from 1 to ${MAX_SEED_COURSES}`);
  }
  const counts = seedCounts(count);
  const db = emptyDatabase();
  const { courses, topics } = generateCourses(
    count,
    base.courses.map((course) => course.name),
  );
  db.courses = courses;
  // Each stream of random numbers is its own, so adding one kind of record changes no other.
  const { chapters, lessons } = generateCurricula(courses, topics);
  db.chapters = chapters;
  db.lessons = lessons;
  const reservedEmails = [
    ...base.users.map((user) => user.email),
    ...base.enroll.map((item) => item.email),
    ...base.payments.map((item) => item.email),
  ];
  const learners = generateLearners(Math.max(1, Math.ceil(counts.enrollments / 3)), reservedEmails);
  const random = seededRandom(RANDOM_SEED + 2);
  const start = Math.floor(now / 1000) * 1000;

  // Receipt numbers never repeat, neither each other nor the small seed's.
  const baseReceipts = new Set(base.payments.map((item) => item.receiptNumber));
  let receiptSerial = 0;
  const receiptAt = (time: string): string => {
    const day = time.slice(0, 10).replace(/-/g, '');
    let receipt = `${day}-${receiptSuffix(receiptSerial++)}`;
    while (baseReceipts.has(receipt)) receipt = `${day}-${receiptSuffix(receiptSerial++)}`;
    return receipt;
  };

  // Enrollments, with one succeeded charge for each paid or refunded one.
  const open = new Set<string>();
  const enroll: Enrollment[] = new Array<Enrollment>(counts.enrollments);
  const payments: PaymentRecord[] = [];
  for (let index = 0; index < counts.enrollments; index += 1) {
    const learner = pick(random, learners);
    let course = pick(random, db.courses);
    // One open enrollment per learner and course.
    while (open.has(`${learner.email} ${course._id}`)) course = pick(random, db.courses);
    open.add(`${learner.email} ${course._id}`);

    const roll = random();
    const status: Enrollment['status'] =
      course.price === 0 || roll < 0.35 ? 'Progressing' : roll < 0.92 ? 'Paid' : 'Refunded';
    const enrollment: Enrollment = {
      _id: idOf('enroll', index),
      courseId: course._id,
      name: course.name,
      price: course.price,
      ...learner,
      status,
    };
    enroll[index] = enrollment;
    if (status === 'Progressing') continue;

    const byAdmin = status === 'Refunded' && random() < 0.15;
    const paidAt =
      status === 'Paid'
        ? start - between(random, 60, 365 * 24 * 60) * 60_000
        : start - between(random, byAdmin ? 30 : 3, 365) * DAY - between(random, 0, 86_399) * 1000;
    enrollment.paidAt = iso(paidAt);
    const [brand, last4] = pick(random, CARDS);
    const amount = Math.round(course.price * 100);
    const payment: PaymentRecord = {
      _id: idOf('payments', payments.length),
      enrollmentId: enrollment._id,
      uid: learner.uid,
      email: learner.email,
      status: 'succeeded',
      productName: course.name,
      productBy: 'Learn Academy',
      amount,
      currency: 'usd',
      chargeId: `ch_${hex8(random)}${hex8(random)}${payments.length.toString(16).padStart(8, '0')}`,
      receiptNumber: receiptAt(enrollment.paidAt),
      card: { brand, last4 },
      createdAt: enrollment.paidAt,
    };
    if (status === 'Refunded') {
      // A learner asks within the refund window; an admin may refund later, as a support override.
      const refundedAt = byAdmin
        ? paidAt + between(random, 49, 20 * 24) * HOUR
        : paidAt + between(random, 10, 47 * 60) * 60_000;
      enrollment.refundedAt = iso(refundedAt);
      payment.refund = {
        refundId: `re_${hex8(random)}${hex8(random)}${payments.length.toString(16).padStart(8, '0')}`,
        amount,
        refundedAt: enrollment.refundedAt,
        refundedBy: byAdmin ? ADMIN_UID : learner.uid,
        supportOverride: byAdmin,
      };
    }
    payments.push(payment);
  }
  db.enroll = enroll;
  db.payments = payments;

  const ratings = [5, 5, 5, 5, 5, 4, 4, 4, 3, 2, 1];
  db.review = Array.from({ length: counts.reviews }, (_, index): Review => {
    const course = pick(random, db.courses);
    const rating = pick(random, ratings);
    const texts = REVIEW_TEXTS[rating >= 4 ? 'pleased' : 'disappointed'];
    return {
      _id: idOf('review', index),
      name: pick(random, learners).displayName,
      comment: `${pick(random, texts.openings)(course.name)} ${pick(random, texts.details)}`,
      rating,
    };
  });

  db.assigncourse = Array.from({ length: counts.assignedCourses }, (_, index): AssignedCourse => {
    const course = pick(random, db.courses);
    return {
      _id: idOf('assigncourse', index),
      name: course.name,
      description:
        random() < 0.25
          ? 'Self-paced track with weekly reviews of your work.'
          : `${pick(random, COHORT_SEASONS)} cohort, ${pick(random, COHORT_DAYS)}, taught by ${pick(random, TEACHERS)}.`,
      img: course.img,
    };
  });

  const { progress, quizAttempts } = generateProgress(db.enroll, db.lessons, start);
  db.progress = progress;
  db.quizAttempts = quizAttempts;
  return db;
}
