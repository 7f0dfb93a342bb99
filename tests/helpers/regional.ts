// A company's regional format as its exports and printed records write dates (parameter 13,
// else the user's language's): tests read the format the server serves the user and write the
// expected text from a wall clock "yyyy-MM-dd HH:mm[:ss]" (or a day "yyyy-MM-dd").
import { gql, gqlData } from "./http";

export interface RegionalFormat {
  dateFormat: string;
  timeFormat: string;
}

export async function regionalFormatOf(token: string): Promise<RegionalFormat> {
  return gqlData(await gql<{ regionalFormat: RegionalFormat }>("{ regionalFormat { dateFormat timeFormat } }", {}, token)).regionalFormat;
}

/** The wall clock written in the format (seconds kept when the wall clock has them). */
export function inRegional(f: RegionalFormat, wall: string): string {
  const [y, mo, d, h = "00", mi = "00", s] = wall.split(/[-: ]/);
  const H = Number(h);
  const values: Record<string, string> = { yyyy: y!, MM: mo!, dd: d!, HH: h, hh: String(H % 12 || 12).padStart(2, "0"), mm: mi, ss: s ?? "00", tt: H < 12 ? "AM" : "PM" };
  const time = wall.length <= 10 ? "" : ` ${s === undefined || f.timeFormat.includes("ss") ? f.timeFormat : f.timeFormat.replace("mm", "mm:ss")}`;
  return `${f.dateFormat}${time}`.replace(/yyyy|MM|dd|HH|hh|mm|ss|tt/g, (k) => values[k]!);
}
