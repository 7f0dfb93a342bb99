// Steriline brand mark: a teal hexagon with a double wave, and a spaced capital wordmark.
import type { LogoProps } from "./BrandLogo";
import { LOGO_FONT, LogoSvg } from "./LogoSvg";

export function SterilineLogo({ tone = "onLight", markOnly = false, height = 32, title }: LogoProps) {
  const ink = tone === "onDark" ? "#ffffff" : "#063f3c";
  const markFill = tone === "onDark" ? "#ffffff" : "#0d7f7a";
  const waveStroke = tone === "onDark" ? "#0d7f7a" : "#ffffff";
  return (
    <LogoSvg markOnly={markOnly} height={height} title={title} ratio={5.4} viewBox="0 0 216 40">
      <path d="M20 1.5 36.5 11v18L20 38.5 3.5 29V11z" fill={markFill} />
      <path d="M10 17c3.3-3 6.7-3 10 0s6.7 3 10 0" stroke={waveStroke} strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M10 24c3.3-3 6.7-3 10 0s6.7 3 10 0" stroke={waveStroke} strokeWidth="3" fill="none" strokeLinecap="round" opacity="0.7" />
      {!markOnly && (
        <text x="50" y="27" fontFamily={LOGO_FONT} fontSize="19" fontWeight="600" fill={ink} letterSpacing="3.2">
          STERILINE
        </text>
      )}
    </LogoSvg>
  );
}
