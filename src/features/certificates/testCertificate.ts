/** A certificate for the tests of its document and its PDF (not a seeded one: no server needed). */
import type { PublicCertificate } from '@/shared/domain/certificates';

export const testCertificate = (learnerName: string): PublicCertificate => ({
  id: 'q3XbN0a-Jk7_Vd2LrT9wPc',
  learnerName,
  courseId: 'course-1',
  courseTitle: 'Introduction to TypeScript',
  instructors: ['Ada Lovelace', 'Grace Hopper'],
  // Noon UTC: the same day in every time zone the tests may run in.
  completedAt: '2026-03-14T12:00:00.000Z',
  hours: 12.5,
  issuer: { name: 'Learn Academy', id: 'did:web:learn.example' },
  status: 'valid',
});

/** The certificate's page, as its QR code and PDF give it. */
export const testPageUrl = (certificate: PublicCertificate): string =>
  `https://learn.example/certificates/${certificate.id}`;
