// A centred spinner that appears only after 250 ms (spec 000 section 9), so fast
// loads do not flash it.
import { Spinner } from "@primer/react";
import { useEffect, useState } from "react";

export const LOADING_DELAY_MS = 250;

export function FullPageSpinner({ label }: { label?: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div style={{ minHeight: "60vh", display: "grid", placeItems: "center" }} aria-busy="true">
      {visible && <Spinner size="large" srText={label ?? "Loading..."} />}
    </div>
  );
}
