import { tile, tileLabel, tileValue } from './MetricTile.css';

export interface MetricTileProps {
  /** What is measured: 'CPU auth', 'Utilizatori activi'. */
  label: string;
  /** The figure, already formatted: '12,5 %', '84 MB', '610'. */
  value: string;
}

/** One dashboard figure, read as "label: value". */
export function MetricTile({ label, value }: MetricTileProps) {
  return (
    <div className={tile}>
      <dt className={tileLabel}>{label}</dt>
      <dd className={tileValue}>{value}</dd>
    </div>
  );
}

const percent = new Intl.NumberFormat('ro-RO', { style: 'percent', maximumFractionDigits: 1 });
const megabytes = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 0 });

/** CPU use as the dashboard shows it: `12,5 %`. */
export const formatCpu = (percentOfOneCore: number): string => percent.format(percentOfOneCore / 100);
/** Memory as the dashboard shows it: `84 MB`. */
export const formatRam = (bytes: number): string => `${megabytes.format(bytes / 1024 / 1024)} MB`;
