// The logo of the current distributor's brand.
import { useDistributor } from "../session/distributor";
import { BionovaLogo } from "./BionovaLogo";
import { brandFor } from "./brands";
import { SterilineLogo } from "./SterilineLogo";

export interface LogoProps {
  tone?: "onLight" | "onDark";
  markOnly?: boolean;
  height?: number;
  title?: string;
}

export function BrandLogo(props: Omit<LogoProps, "title">) {
  const distributor = useDistributor();
  const brand = brandFor(distributor.themeFileName);
  const Logo = brand.key === "steriline" ? SterilineLogo : BionovaLogo;
  return (
    <span data-testid="brand-logo" data-brand={brand.key} style={{ display: "inline-flex", lineHeight: 0 }}>
      <Logo {...props} title={distributor.name} />
    </span>
  );
}
