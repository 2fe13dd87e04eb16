import { memo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import './LessonMarkdown.css';

/**
 * How the lesson's Markdown becomes elements. The lesson's title is the page's only h1, so a `#`
 * heading in a body is an h2. A code block or a table wider than the column scrolls sideways in
 * a named region that is a Tab stop, so that the keyboard can scroll it.
 */
const components: Components = {
  h1: ({ node: _node, children, ...props }) => <h2 {...props}>{children}</h2>,
  pre: ({ node: _node, ...props }) => (
    <pre role="region" aria-label="Code example" tabIndex={0} {...props} />
  ),
  // A link whose address the URL filter dropped (javascript:, say) is left as its text.
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a href={href} {...props}>
        {children}
      </a>
    ) : (
      children
    ),
  table: ({ node: _node, ...props }) => (
    <div className="lesson-text__table" role="region" aria-label="Table" tabIndex={0}>
      <table {...props} />
    </div>
  ),
};

const REMARK_PLUGINS = [remarkGfm];

/**
 * A lesson's Markdown (GitHub-flavoured: tables, task lists, strikethrough, autolinks). HTML in it
 * is never rendered: react-markdown shows it as the text it is (no rehype-raw), and its default
 * URL filter drops `javascript:` and other unsafe links. Memoised: react-markdown parses the body
 * on every render, and the player re-renders as its progress and session answers arrive.
 */
export const LessonMarkdown = memo(function LessonMarkdown({ body }: { body: string }) {
  return (
    <div className="lesson-text">
      <Markdown remarkPlugins={REMARK_PLUGINS} components={components}>
        {body}
      </Markdown>
    </div>
  );
});
