import { useState } from 'react';
import { isSafeImageUrl } from '@/shared/domain/imageUrl';

function LoadedPreview({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return <p className="image-preview__note">No image could be loaded from this URL.</p>;
  }
  return (
    <img
      className="image-preview__image"
      src={url}
      alt="Course preview"
      width={240}
      height={135}
      onError={() => setFailed(true)}
    />
  );
}

/** A live preview of an image URL, shown once the URL is one the server accepts. */
export function ImageUrlPreview({ url }: { url: string }) {
  const trimmed = url.trim();
  if (!trimmed || !isSafeImageUrl(trimmed)) return null;
  return (
    <div className="image-preview">
      {/* A new URL starts a new preview, forgetting an earlier load failure. */}
      <LoadedPreview key={trimmed} url={trimmed} />
    </div>
  );
}
