import { useRef } from 'react';
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { Button } from '../Button/Button';
import { panel, row } from './QRCodePanel.css';

export interface QRCodePanelProps {
  /** What the code encodes: the search filtered by the seller (docs/product.md §2). */
  value: string;
  /** The file name of the downloads, without extension. */
  fileName: string;
  /** Describes the code for screen readers. */
  label: string;
}

function download(href: string, name: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.click();
}

/** The seller's QR code, error correction level H, 256 px, with PNG and SVG downloads. */
export function QRCodePanel({ value, fileName, label }: QRCodePanelProps) {
  const svgHolder = useRef<HTMLDivElement>(null);
  const canvasHolder = useRef<HTMLDivElement>(null);
  const downloadSvg = () => {
    const svg = svgHolder.current?.querySelector('svg');
    if (!svg) return;
    const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' }));
    download(url, `${fileName}.svg`);
    URL.revokeObjectURL(url);
  };
  const downloadPng = () => {
    const canvas = canvasHolder.current?.querySelector('canvas');
    if (canvas) download(canvas.toDataURL('image/png'), `${fileName}.png`);
  };
  return (
    <figure className={panel}>
      <div ref={svgHolder}>
        <QRCodeSVG value={value} level="H" size={256} title={label} role="img" aria-label={label} />
      </div>
      <div ref={canvasHolder} hidden>
        <QRCodeCanvas value={value} level="H" size={256} />
      </div>
      <figcaption>{value}</figcaption>
      <div className={row}>
        <Button variant="secondary" onPress={downloadPng}>
          Descarcă PNG
        </Button>
        <Button variant="secondary" onPress={downloadSvg}>
          Descarcă SVG
        </Button>
      </div>
    </figure>
  );
}
