// The frame both brand logos draw in: a 40×40 mark, widened to hold the wordmark unless
// only the mark is asked for; named for screen readers by the distributor's name.
import type { ReactNode } from "react";

/** The wordmarks' typeface. */
export const LOGO_FONT = "'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

export interface LogoSvgProps {
  markOnly: boolean;
  height: number;
  title?: string;
  /** The whole logo's width over its height. */
  ratio: number;
  /** The whole logo's viewBox (the mark alone is "0 0 40 40"). */
  viewBox: string;
  children: ReactNode;
}

export function LogoSvg({ markOnly, height, title, ratio, viewBox, children }: LogoSvgProps) {
  return (
    <svg role="img" aria-label={title} width={markOnly ? height : height * ratio} height={height} viewBox={markOnly ? "0 0 40 40" : viewBox} xmlns="http://www.w3.org/2000/svg">
      <title>{title}</title>
      {children}
    </svg>
  );
}
