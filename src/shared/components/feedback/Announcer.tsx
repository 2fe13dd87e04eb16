import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import './StatusMark.css';
import './Announcer.css';

/**
 * The results of background work (saved, paid, deleted, sent, failed…), shown as a short toast and
 * announced to screen readers. Two live regions are mounted once around the app and are always in
 * the page, so a message put into them is announced reliably (a region created together with its
 * message often is not): successes politely, failures at once (aria-live="assertive"). They carry
 * no role, so that they are not mistaken for the page's own status texts and alerts. Every success
 * and failure message goes through `useFeedback`, so none is only shown or only announced.
 */

export interface Feedback {
  /** Shows and politely announces that something succeeded. */
  success: (text: string) => void;
  /** Shows and announces at once that something failed. */
  error: (text: string) => void;
}

type Tone = 'success' | 'error';

interface Announcement {
  /** A new id for every message, so that the same text twice is announced twice. */
  id: number;
  text: string;
}

/** How long a toast stays on screen; its text stays in the region (visually hidden) until the next. */
const SHOWN_FOR_MS: Record<Tone, number> = { success: 5000, error: 8000 };

const FeedbackContext = createContext<Feedback | null>(null);

function LiveRegion({ tone, announcement }: { tone: Tone; announcement: Announcement | null }) {
  const [hiddenId, setHiddenId] = useState<number | null>(null);
  useEffect(() => {
    if (!announcement) return undefined;
    const timer = window.setTimeout(() => setHiddenId(announcement.id), SHOWN_FOR_MS[tone]);
    return () => window.clearTimeout(timer);
  }, [announcement, tone]);
  const shown = announcement !== null && announcement.id !== hiddenId;
  return (
    <div
      className="announcer__region"
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      {announcement && (
        <p
          key={announcement.id}
          className={shown ? `announcer__toast announcer__toast--${tone}` : 'visually-hidden'}
        >
          <span className="status-mark announcer__icon" aria-hidden="true">
            {tone === 'error' ? '!' : '✓'}
          </span>
          <span>{announcement.text}</span>
        </p>
      )}
    </div>
  );
}

/** Provides `useFeedback` and renders its two live regions after the app. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [latest, setLatest] = useState<Record<Tone, Announcement | null>>({
    success: null,
    error: null,
  });
  const feedback = useMemo<Feedback>(() => {
    const announce = (tone: Tone) => (text: string) =>
      setLatest((current) => ({
        ...current,
        [tone]: { id: (current[tone]?.id ?? 0) + 1, text },
      }));
    return { success: announce('success'), error: announce('error') };
  }, []);
  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      <div className="announcer">
        <LiveRegion tone="success" announcement={latest.success} />
        <LiveRegion tone="error" announcement={latest.error} />
      </div>
    </FeedbackContext.Provider>
  );
}

/** Shows and announces the result of background work; see FeedbackProvider. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider (AppProviders) around it');
  return feedback;
}
