// Distributor brands, chosen by the distributor's theme file name.
// Colours reach Primer through CSS variables (theme/brand.css) keyed by <html data-brand>.

export type BrandKey = "bionova" | "steriline";

export interface Brand {
  key: BrandKey;
  /** Product name shown next to the logo and in the window title. */
  productName: string;
  primary: string;
}

export const brands: Record<BrandKey, Brand> = {
  bionova: { key: "bionova", productName: "Bionova Cloud", primary: "#0a5bb5" },
  steriline: { key: "steriline", productName: "Steriline QC", primary: "#0d7f7a" },
};

/** "steriline", "Steriline.css", "themes/steriline" → steriline; anything else → bionova. */
export function brandFor(themeFileName: string | null | undefined): Brand {
  const name = (themeFileName ?? "").toLowerCase();
  return name.includes("steriline") ? brands.steriline : brands.bionova;
}

export function applyBrand(brand: Brand): void {
  document.documentElement.dataset.brand = brand.key;
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", brand.primary);
}
