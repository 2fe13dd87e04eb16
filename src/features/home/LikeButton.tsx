import { useState } from 'react';
import { getAppConfig } from '@/shared/config/appConfig';
import './LikeButton.css';

/** The likes the counter shows before the visitor's own: it starts at 245. */
export const INITIAL_LIKES = 245;

/** A local like toggle: pressing it adds one like, pressing again takes it back. Nothing is saved. */
export function LikeButton() {
  const [liked, setLiked] = useState(false);
  const likes = INITIAL_LIKES + (liked ? 1 : 0);
  return (
    <div className="like-button">
      <p className="like-button__prompt">Enjoying {getAppConfig().siteName}? Let us know.</p>
      <button
        type="button"
        className="like-button__toggle"
        aria-pressed={liked}
        onClick={() => setLiked((value) => !value)}
      >
        <span aria-hidden="true" className="like-button__icon">
          {liked ? '♥' : '♡'}
        </span>
        Like
      </button>
      <p className="like-button__count" aria-live="polite">
        <strong>{likes}</strong> {likes === 1 ? 'person likes' : 'people like'} this
      </p>
    </div>
  );
}
