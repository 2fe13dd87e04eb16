import { useEffect, useState } from 'react';
import type { QrSvg } from './qrSvg';

interface QrCodeProps {
  /** What the code holds: the certificate page's URL. */
  value: string;
  /** The image's accessible name. */
  label: string;
  /** Sizes the box (see CertificateDocument.css), which keeps its size while the code loads. */
  className?: string;
}

/**
 * A QR code as inline SVG (a vector, crisp in print). The QR library loads in a chunk of its own
 * once the component has mounted, so it never delays the text around it; the box has its size from
 * the start, so the code appears without moving anything. Should the chunk fail to load, the box
 * stays empty: the URL printed beside it says the same.
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const [drawn, setDrawn] = useState<{ value: string; svg: QrSvg } | null>(null);

  useEffect(() => {
    let current = true;
    import(/* webpackChunkName: "qr-code" */ './qrSvg')
      .then(({ qrSvg }) => {
        if (current) setDrawn({ value, svg: qrSvg(value) });
      })
      .catch(() => {
        // The URL beside the box stands in for the code.
      });
    return () => {
      current = false;
    };
  }, [value]);

  const svg = drawn?.value === value ? drawn.svg : null;
  return (
    <div className={className ? `qr-code ${className}` : 'qr-code'}>
      {svg && (
        <svg
          className="qr-code__image"
          role="img"
          aria-label={label}
          viewBox={svg.viewBox}
          shapeRendering="crispEdges"
          focusable="false"
        >
          <path d={svg.path} fill="currentColor" />
        </svg>
      )}
    </div>
  );
}
