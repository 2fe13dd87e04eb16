/**
 * The limits of what the API takes: lengths of text and of query parameters, price and rating
 * ranges. The shared schemas (./schemas.ts, which re-exports them) and the server check them; the
 * app's forms and inputs show and enforce the same numbers. Kept apart from the schemas so that a
 * page can read a limit without loading yup.
 */
import { IMAGE_URL_MAX_LENGTH } from './imageUrl';

export const LIMITS = {
  nameMax: 20,
  descriptionMax: 1000,
  commentMax: 1000,
  enrollmentEmailMax: 50,
  userDisplayNameMax: 50,
  addressMax: 100,
  starMin: 0,
  starMax: 5,
  /** A paid course costs from coursePriceMin to coursePriceMax dollars; 0 is a free course. */
  coursePriceMin: 0.5,
  coursePriceMax: 10_000,
  ratingMin: 0,
  ratingMax: 5,
  phoneMinDigits: 6,
  phoneMaxDigits: 15,
  cardBrandMax: 30,
  /** Longest card token (Stripe's are under 40 characters). */
  cardTokenMax: 255,
  /** Longest accepted image URL. */
  imgMax: IMAGE_URL_MAX_LENGTH,
  /** Longest email a user registers or is named by (RFC 5321's limit on an address). */
  emailMax: 254,
  /**
   * Longest id a body names. Ids are 24-character ObjectIds; anything else up to this length is
   * looked up and not found (404), anything longer is refused unread.
   */
  idMax: 64,
  /** Longest search (`q`) of any list; the catalogue's search box takes no more. */
  searchMax: 100,
  /** Authoring (docs/decisions.md, "Authoring"): a chapter's or a lesson's title. */
  curriculumTitleMax: 120,
  /** A text lesson's Markdown. */
  lessonBodyMax: 50_000,
  lessonMinutesMin: 1,
  lessonMinutesMax: 600,
  quizPromptMax: 500,
  quizOptionMax: 300,
  quizExplanationMax: 1000,
  quizPassMarkMin: 1,
  quizPassMarkMax: 100,
  videoTranscriptMax: 20_000,
  /** Instructors named on one course. */
  instructorsMax: 10,
} as const;
