/**
 * A large, realistic catalogue for `npm run db:seed -- --courses N` (mocks/server/seedDb.ts): N
 * courses with names drawn from each category's topics ("JavaScript Basics", "SEO Essentials",
 * numbered only where a name repeats: "Python Data 12"), and in proportion to them enrollments (with
 * a succeeded charge for each paid or refunded one), reviews and assigned courses.
 *
 * Pure and reproducible: a fixed random seed, no clock and no Math.random. The same count gives the
 * same records, ids included; only the enrollment and payment times follow `now` (they lie before
 * it, like the small seed's). Course i does not depend on the count, so a larger catalogue starts
 * with the courses of a smaller one.
 */
import {
  COURSE_CATEGORIES,
  type AssignedCourse,
  type Course,
  type CourseCategory,
  type Enrollment,
  type PaymentRecord,
  type Review,
} from '../../src/shared/domain/entities';
import { LIMITS } from '../../src/shared/domain/schemas';
import { emptyDatabase, type Database } from '../api/database';
import { seededRandom } from '../api/seededRandom';
import { ADMIN_UID } from './accounts';

/** The most courses one run generates (about 140 MB of working copy, in 3 s). */
export const MAX_SEED_COURSES = 200_000;

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

function generateCourses(count: number, reservedNames: Iterable<string>): Course[] {
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
  }
  return courses;
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
  db.courses = generateCourses(
    count,
    base.courses.map((course) => course.name),
  );
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
  return db;
}
