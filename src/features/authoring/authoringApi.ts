import { api } from '@/shared/api/api';
import type {
  AuthoringCurriculum,
  EditableLesson,
  LessonEdit,
  MoveDirection,
} from '@/shared/domain/authoring';
import type { Chapter, LessonKind } from '@/shared/domain/learning';

const byId = encodeURIComponent;

const curriculumTag = (courseId: string) => ({ type: 'Authoring' as const, id: courseId });
/** What learners and the instructor panel read of a course, which a publish changes. */
const publishedTags = (courseId: string, lessonId: string) => [
  curriculumTag(courseId),
  { type: 'Curriculum' as const, id: courseId },
  { type: 'Lesson' as const, id: lessonId },
  { type: 'Teaching' as const, id: 'LIST' },
];

export interface LessonSave {
  lessonId: string;
  courseId: string;
  /** The version the edit was made on: sent as If-Match. */
  version: number;
  edit: LessonEdit;
}

export interface LessonVersionRef {
  lessonId: string;
  courseId: string;
  version: number;
}

interface CourseChild {
  courseId: string;
  id: string;
}

/** The curriculum editor's and the lesson editor's calls (docs/decisions.md, "Authoring"). */
export const authoringApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuthoringCurriculum: build.query<AuthoringCurriculum, string>({
      query: (courseId) => `/courses/${byId(courseId)}/authoring`,
      providesTags: (_result, _error, courseId) => [curriculumTag(courseId)],
    }),
    addChapter: build.mutation<Chapter, { courseId: string; title: string }>({
      query: ({ courseId, title }) => ({
        url: `/courses/${byId(courseId)}/chapters`,
        method: 'POST',
        body: { title },
      }),
      invalidatesTags: (_result, _error, { courseId }) => [curriculumTag(courseId)],
    }),
    renameChapter: build.mutation<Chapter, CourseChild & { title: string }>({
      query: ({ id, title }) => ({
        url: `/chapters/${byId(id)}`,
        method: 'PATCH',
        body: { title },
      }),
      invalidatesTags: (_result, _error, { courseId }) => [
        curriculumTag(courseId),
        { type: 'Curriculum', id: courseId },
      ],
    }),
    deleteChapter: build.mutation<unknown, CourseChild>({
      query: ({ id }) => ({ url: `/chapters/${byId(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { courseId }) => [curriculumTag(courseId)],
    }),
    moveChapter: build.mutation<unknown, CourseChild & { direction: MoveDirection }>({
      query: ({ id, direction }) => ({
        url: `/chapters/${byId(id)}/move`,
        method: 'POST',
        body: { direction },
      }),
      invalidatesTags: (_result, _error, { courseId }) => [
        curriculumTag(courseId),
        { type: 'Curriculum', id: courseId },
      ],
    }),
    addLesson: build.mutation<
      EditableLesson,
      { courseId: string; chapterId: string; title: string; kind: LessonKind }
    >({
      query: ({ chapterId, title, kind }) => ({
        url: `/chapters/${byId(chapterId)}/lessons`,
        method: 'POST',
        body: { title, kind },
      }),
      invalidatesTags: (_result, _error, { courseId }) => [
        curriculumTag(courseId),
        { type: 'Teaching', id: 'LIST' },
      ],
    }),
    moveLesson: build.mutation<unknown, CourseChild & { direction: MoveDirection }>({
      query: ({ id, direction }) => ({
        url: `/lessons/${byId(id)}/move`,
        method: 'POST',
        body: { direction },
      }),
      invalidatesTags: (_result, _error, { courseId }) => [
        curriculumTag(courseId),
        { type: 'Curriculum', id: courseId },
      ],
    }),
    deleteLesson: build.mutation<unknown, CourseChild>({
      query: ({ id }) => ({ url: `/lessons/${byId(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { courseId, id }) => publishedTags(courseId, id),
    }),
    getEditableLesson: build.query<EditableLesson, string>({
      query: (lessonId) => `/lessons/${byId(lessonId)}/edit`,
      providesTags: (_result, _error, lessonId) => [{ type: 'EditableLesson', id: lessonId }],
    }),
    /** A save of the lesson's fields over the version it was made on (409 when someone saved since). */
    saveLesson: build.mutation<EditableLesson, LessonSave>({
      query: ({ lessonId, version, edit }) => ({
        url: `/lessons/${byId(lessonId)}/edit`,
        method: 'PUT',
        body: edit,
        headers: { 'If-Match': `"${version}"` },
      }),
      invalidatesTags: (_result, _error, { courseId }) => [curriculumTag(courseId)],
    }),
    publishLesson: build.mutation<EditableLesson, LessonVersionRef>({
      query: ({ lessonId, version }) => ({
        url: `/lessons/${byId(lessonId)}/publish`,
        method: 'POST',
        body: {},
        headers: { 'If-Match': `"${version}"` },
      }),
      invalidatesTags: (_result, _error, { courseId, lessonId }) =>
        publishedTags(courseId, lessonId),
    }),
    unpublishLesson: build.mutation<EditableLesson, { lessonId: string; courseId: string }>({
      query: ({ lessonId }) => ({
        url: `/lessons/${byId(lessonId)}/unpublish`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_result, _error, { courseId, lessonId }) =>
        publishedTags(courseId, lessonId),
    }),
  }),
});

export const {
  useGetAuthoringCurriculumQuery,
  useAddChapterMutation,
  useRenameChapterMutation,
  useDeleteChapterMutation,
  useMoveChapterMutation,
  useAddLessonMutation,
  useMoveLessonMutation,
  useDeleteLessonMutation,
  useGetEditableLessonQuery,
  useSaveLessonMutation,
  usePublishLessonMutation,
  useUnpublishLessonMutation,
} = authoringApi;
