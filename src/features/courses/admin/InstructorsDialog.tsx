import { useId, useState } from 'react';
import { Alert, Button, Modal, Select } from 'antd';
import { describeApiError } from '@/shared/api/apiErrors';
import type { Instructor } from '@/shared/domain/authoring';
import type { Course } from '@/shared/domain/entities';
import { LIMITS } from '@/shared/domain/limits';
import { useFeedback } from '@/shared/components/feedback/Announcer';
import { AntdTheme } from '@/shared/theme/AntdTheme';
import {
  useFindTeachersQuery,
  useGetInstructorsQuery,
  useSetInstructorsMutation,
} from './instructorsApi';
import { TabWithin } from '@/shared/components/dialog/TabWithin';

const nameOf = (person: { displayName: string; email: string }) =>
  person.displayName ? `${person.displayName} (${person.email})` : person.email;

interface TeacherOption {
  value: string;
  label: string;
  person: Instructor;
}

export interface InstructorsDialogProps {
  course: Course;
  onClose: () => void;
}

/**
 * Manage Course's "Instructors" (docs/decisions.md, "Authoring"): the course's instructors, whom
 * the admin removes or adds (teachers found by name or email, ten at a time), saved together.
 */
export function InstructorsDialog({ course, onClose }: InstructorsDialogProps) {
  const current = useGetInstructorsQuery(course._id);
  const [chosen, setChosen] = useState<Instructor[] | null>(null);
  const [search, setSearch] = useState('');
  const teachers = useFindTeachersQuery(search.trim(), { skip: search.trim() === '' });
  const [setInstructors, saving] = useSetInstructorsMutation();
  const feedback = useFeedback();
  const selectId = useId();
  const list = chosen ?? current.data ?? [];

  /** The teacher chosen among the options (each carries its person: a new search may follow). */
  const add = (teacher: Instructor) => {
    if (list.some((item) => item.uid === teacher.uid)) return;
    setChosen([...list, teacher]);
    setSearch('');
  };

  const save = async () => {
    const result = await setInstructors({
      courseId: course._id,
      instructorIds: list.map((item) => item.uid),
    });
    if ('error' in result) return;
    feedback.success(`Saved the instructors of ${course.name}.`);
    onClose();
  };

  return (
    <Modal
      modalRender={(content) => <TabWithin>{content}</TabWithin>}
      open
      title={`Instructors of ${course.name}`}
      onCancel={onClose}
      onOk={() => void save()}
      okText="Save"
      confirmLoading={saving.isLoading}
      okButtonProps={{ disabled: !current.data }}
    >
      {current.isError && <Alert type="error" showIcon title={describeApiError(current.error)} />}
      {saving.isError && <Alert type="error" showIcon title={describeApiError(saving.error)} />}
      {current.isLoading ? (
        <p>Loading the instructors…</p>
      ) : list.length === 0 ? (
        <p>No instructors yet.</p>
      ) : (
        <ul className="course-admin__instructors">
          {list.map((person) => (
            <li key={person.uid}>
              <span>{nameOf(person)}</span>
              <Button
                size="small"
                onClick={() => setChosen(list.filter((item) => item.uid !== person.uid))}
              >
                Remove<span className="visually-hidden"> {nameOf(person)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list.length < LIMITS.instructorsMax && (
        <div className="course-admin__instructor-search">
          <label htmlFor={selectId}>Add a teacher (search by name or email)</label>
          <Select<string, TeacherOption>
            id={selectId}
            showSearch
            value={null}
            searchValue={search}
            onSearch={setSearch}
            filterOption={false}
            loading={teachers.isFetching}
            notFoundContent={search.trim() === '' ? 'Type a name or an email' : 'No teacher found'}
            options={(teachers.data ?? [])
              .filter((user) => !list.some((item) => item.uid === user.uid))
              .map((user) => ({
                value: user.uid,
                label: nameOf(user),
                person: { uid: user.uid, displayName: user.displayName, email: user.email },
              }))}
            onChange={(_uid, option) => {
              if (option && !Array.isArray(option)) add(option.person);
            }}
            style={{ width: '100%' }}
          />
        </div>
      )}
    </Modal>
  );
}

/** The dialog with Ant Design's theme, for a page that does not load it otherwise. */
export function InstructorsDialogInShell(props: InstructorsDialogProps) {
  return (
    <AntdTheme>
      <InstructorsDialog {...props} />
    </AntdTheme>
  );
}
