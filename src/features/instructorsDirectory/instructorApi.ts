import { fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { api } from '@/shared/api/api';

/** One entry of the static teacher file public/teachers.json. */
export interface Instructor {
  id: number;
  /** Site-relative picture path, e.g. /images/instructors/priya-nair.webp. */
  pic: string;
  name: string;
  position: string;
  /** Capitalised as in the file. */
  Location: string;
}

/** The teacher file lives on the site itself, not on the product API. */
export const teachersFileUrl = (): string => `${window.location.origin}/teachers.json`;

const isText = (value: unknown): value is string => typeof value === 'string';

const isInstructor = (value: unknown): value is Instructor =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  typeof value.id === 'number' &&
  'pic' in value &&
  isText(value.pic) &&
  'name' in value &&
  isText(value.name) &&
  'position' in value &&
  isText(value.position) &&
  'Location' in value &&
  isText(value.Location);

// A plain request for a static file: no API base URL and no sign-in token.
const staticFileQuery = fetchBaseQuery();

export const instructorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInstructors: build.query<Instructor[], void>({
      async queryFn(_arg, queryApi, extraOptions) {
        const result = await staticFileQuery(teachersFileUrl(), queryApi, extraOptions);
        if (result.error) return { error: result.error };
        const { data } = result;
        if (!Array.isArray(data) || !data.every(isInstructor)) {
          const error: FetchBaseQueryError = {
            status: 'PARSING_ERROR',
            originalStatus: result.meta?.response?.status ?? 200,
            data: '',
            error: 'The teacher file is not a list of instructors.',
          };
          return { error };
        }
        return { data };
      },
    }),
  }),
});

export const { useGetInstructorsQuery } = instructorApi;
