import { api } from '@/shared/api/api';
import type { PublicCertificate } from '@/shared/domain/certificates';
import type { Enrollment } from '@/shared/domain/entities';
import type { DidDocument } from '@/shared/domain/credentials/keys';

/** The certificate page's calls (docs/api.yaml, "Certificates"). */
export const certificatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A certificate as anyone may read it (404: not found). */
    getCertificate: build.query<PublicCertificate, string>({
      query: (certificateId) => `/certificates/${encodeURIComponent(certificateId)}`,
      providesTags: (_result, _error, certificateId) => [
        { type: 'Certificate', id: certificateId },
      ],
    }),
    /** The signed-in learner's enrollments in the course: whose certificate this is. */
    getMyCertificateRows: build.query<Enrollment[], { email: string; courseId: string }>({
      query: ({ email, courseId }) => ({ url: '/enroll', params: { email, courseId } }),
      providesTags: [{ type: 'Enrollment', id: 'LIST' }],
    }),
    /** Its Open Badges 3.0 credential, signed: its learner's (and admins') to download. */
    getCredential: build.query<object, string>({
      query: (certificateId) => `/certificates/${encodeURIComponent(certificateId)}/credential`,
      // Asked for when the learner downloads or checks it; a signed document does not change.
      keepUnusedDataFor: 0,
    }),
    /** The issuer's DID document: the site's published keys. */
    getIssuerDidDocument: build.query<DidDocument, void>({
      query: () => '/issuer/did.json',
      keepUnusedDataFor: 0,
    }),
    /** The issuer's revocation list (a signed BitstringStatusListCredential), as it is now. */
    getStatusList: build.query<object, void>({
      query: () => '/issuer/status/1',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCertificateQuery, useGetMyCertificateRowsQuery } = certificatesApi;
