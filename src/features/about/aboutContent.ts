/** The copy of the About page, kept apart from its layout. */

export const courseSteps = [
  {
    title: 'Choose your course',
    text: 'Browse the catalogue by category — Academic, Technical, Marketing or Freelancing — or search by name. Every course page shows the price, the rating from past learners and what you will build.',
  },
  {
    title: 'Enrol and pay securely',
    text: 'Enrol in a few clicks and pay by card through Stripe. Your card details never touch our servers, and if the course is not for you, ask for a refund within 48 hours.',
  },
  {
    title: 'Learn at your own pace',
    text: 'Short video lessons, reading notes and hands-on projects fit around work and family. Your dashboard keeps track of every course you are taking.',
  },
  {
    title: 'Get feedback and grow',
    text: 'Instructors answer questions within one working day and review your projects. When you finish, tell the next learner what you thought with a review.',
  },
] as const;

export const schoolNumbers = [
  { value: '12,000+', label: 'learners in more than 40 countries' },
  { value: '8', label: 'expert instructors who work in their field' },
  { value: '16', label: 'courses across four categories' },
  { value: '4.7 / 5', label: 'average course rating from our learners' },
] as const;

export const schoolValues = [
  {
    title: 'Practical first',
    text: 'Every lesson ends in something you can do or build, not just something you have heard.',
  },
  {
    title: 'Open to everyone',
    text: 'Fair prices, captions on every video and lessons that work on a slow connection.',
  },
  {
    title: 'Taught by practitioners',
    text: 'Our instructors use what they teach every day, and update their courses as the field moves.',
  },
  {
    title: 'Honest with learners',
    text: 'Clear prices, no hidden fees and a 48-hour refund promise on every course.',
  },
] as const;
