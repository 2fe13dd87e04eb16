import { Button, Space } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import type { AssignedCourse } from '@/shared/domain/entities';
import { messages } from '@/shared/messages';
import { useFeedback } from '@/shared/components/feedback/Announcer';

const clipboardUnavailable =
  'Copying is not available in this browser. Select the text and copy it instead.';
const copyFailed = 'The browser did not allow copying. Select the text and copy it instead.';

/** Buttons that copy a course's name, description or image URL to the clipboard. */
export function CopyCourseDetails({ course }: { course: AssignedCourse }) {
  const feedback = useFeedback();

  const copy = async (text: string) => {
    // Missing outside secure contexts (plain http on another host) and in some browsers.
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard?.writeText) {
      feedback.error(clipboardUnavailable);
      return;
    }
    try {
      await clipboard.writeText(text);
      feedback.success(messages.copied);
    } catch {
      feedback.error(copyFailed);
    }
  };

  const items = [
    { what: 'name', label: 'Copy name', text: course.name },
    { what: 'description', label: 'Copy description', text: course.description },
    { what: 'image URL', label: 'Copy image URL', text: course.img },
  ];

  return (
    <Space wrap>
      {items.map(({ what, label, text }) => (
        <Button
          key={what}
          icon={<CopyOutlined aria-hidden="true" />}
          aria-label={`Copy ${what} of ${course.name}`}
          disabled={!text}
          onClick={() => void copy(text)}
        >
          {label}
        </Button>
      ))}
    </Space>
  );
}
