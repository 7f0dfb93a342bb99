// Bionova brand mark: a blue disc holding a drop and a growth ring, with the wordmark.
import type { LogoProps } from "./BrandLogo";
import { LOGO_FONT, LogoSvg } from "./LogoSvg";

export function BionovaLogo({ tone = "onLight", markOnly = false, height = 32, title }: LogoProps) {
  const ink = tone === "onDark" ? "#ffffff" : "#0a2f5c";
  const accent = tone === "onDark" ? "#9fd3ff" : "#0a5bb5";
  return (
    <LogoSvg markOnly={markOnly} height={height} title={title} ratio={5.1} viewBox="0 0 204 40">
      <circle cx="20" cy="20" r="19" fill={tone === "onDark" ? "#ffffff" : "#0a5bb5"} />
      <path
        d="M20 8c5 6.2 8 10.6 8 14.4a8 8 0 1 1-16 0C12 18.6 15 14.2 20 8z"
        fill={tone === "onDark" ? "#0a5bb5" : "#ffffff"}
      />
      <circle cx="20" cy="23" r="3.4" fill={tone === "onDark" ? "#ffffff" : "#27a0e6"} />
      {!markOnly && (
        <>
          <text x="50" y="27" fontFamily={LOGO_FONT} fontSize="22" fontWeight="700" fill={ink} letterSpacing="-0.5">
            bionova
          </text>
          <text x="137" y="27" fontFamily={LOGO_FONT} fontSize="22" fontWeight="300" fill={accent}>
            cloud
          </text>
        </>
      )}
    </LogoSvg>
  );
}
