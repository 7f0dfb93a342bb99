// Keyboard-wedge barcode scanner input (spec 001 sections 5 and 9, DOMAIN.md "Barcodes").
// A wedge scanner types the code into the focused field a few milliseconds per key: keys
// arriving within SCAN_KEY_GAP_MS of each other are a burst; SCAN_FLUSH_MS after the last
// key (or at once on Enter) the burst is a scanned code when it is long enough. Ordinary
// typing (keys further apart) is left alone.
//
// The code is looked up whole on the server (GraphQL productByBarcode),
// which parses GS1 element strings (AIM prefix, GS separators, parenthesised form) and the
// legacy fixed-position rule, and answers the distributor's product (id 0 when unknown: the
// scan is then ignored) with the lot upper-cased.
import { graphql } from "react-relay";
import type { Environment } from "relay-runtime";
import type { scannerProductQuery } from "../../__generated__/scannerProductQuery.graphql";
import { ApiError } from "../../api/errors";
import { query } from "../../relay/operations";

/** Keys of one burst arrive at most this far apart. */
export const SCAN_KEY_GAP_MS = 30;
/** The burst is read this long after its last key. */
export const SCAN_FLUSH_MS = 220;
/** A burst typed into an ordinary field (product, lot) is a code from this length (legacy rule). */
export const SCAN_MIN_LENGTH = 35;
/** In the dedicated scanner field a code may be this short. */
export const SCANNER_FIELD_MIN_LENGTH = 15;
/** GS1 group separator (FNC1 inside a code). */
export const GS = "\u001d";

export interface ScannedProduct {
  productId: number;
  name: string | null;
  brand: string | null;
  /** Product model type (0/4 BI, 1/3 protein, 2/5 chemical) when known. */
  modelType: number | null;
  /** Upper-cased lot (AI 10), when the code has one. */
  lot: string | null;
  /** Expiry (AI 17) as YYYY-MM-DD, when the code has one. */
  expiry: string | null;
  gtin: string | null;
}

export class UnreadableCode extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join(" "));
  }
}

/**
 * Looks a scanned code up. Null when the server does not know the product (id 0: ignored);
 * throws UnreadableCode when the code cannot be read as GS1 or a GTIN.
 */
export async function lookupScannedCode(environment: Environment, code: string): Promise<ScannedProduct | null> {
  let scan: scannerProductQuery["response"]["productByBarcode"];
  try {
    scan = (
      await query<scannerProductQuery>(
        environment,
        graphql`
          query scannerProductQuery($code: String!) {
            productByBarcode(code: $code) {
              product {
                productId
                name
                brand
                productModel {
                  type
                }
              }
              gtin
              lot
              expiry
            }
          }
        `,
        { code },
      )
    ).productByBarcode;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw new UnreadableCode(error.lines);
    throw error;
  }
  if (!scan.product) return null;
  return {
    productId: scan.product.productId,
    name: scan.product.name || null,
    brand: scan.product.brand || null,
    modelType: scan.product.productModel?.type ?? null,
    lot: scan.lot ? scan.lot.toUpperCase() : null,
    expiry: scan.expiry ?? null,
    gtin: scan.gtin ?? null,
  };
}

/** The text a key adds to a burst: one printable character, or GS for Ctrl+] (a common wedge mapping). */
export function keyText(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "altKey" | "metaKey">): string | null {
  if (event.ctrlKey && event.key === "]") return GS;
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (event.key === GS) return GS;
  return event.key.length === 1 ? event.key : null;
}

export interface BurstState {
  buffer: string;
  /** Times of the first and the last key. */
  first: number;
  last: number;
  keys: number;
}

export const emptyBurst = (): BurstState => ({ buffer: "", first: 0, last: 0, keys: 0 });

/**
 * Adds a key at time `now`. Keys belong to one buffer while they come less than the flush
 * time apart; a longer pause starts a new buffer.
 */
export function addKey(state: BurstState, text: string, now: number, flushMs = SCAN_FLUSH_MS): BurstState {
  if (state.keys === 0 || now - state.last > flushMs) return { buffer: text, first: now, last: now, keys: 1 };
  return { buffer: state.buffer + text, first: state.first, last: now, keys: state.keys + 1 };
}

/** Mean time between the keys of the buffer (Infinity for one key). */
export function meanGap(state: BurstState): number {
  return state.keys > 1 ? (state.last - state.first) / (state.keys - 1) : Number.POSITIVE_INFINITY;
}

/**
 * The keys came as a wedge burst: on average at most SCAN_KEY_GAP_MS apart. The mean, not
 * every gap, is measured: a busy browser may hold one key back now and then.
 */
export function isBurst(state: BurstState, gapMs = SCAN_KEY_GAP_MS): boolean {
  return meanGap(state) <= gapMs;
}

/** The buffer is a scanned code. */
export function isScan(state: BurstState, minLength: number, gapMs = SCAN_KEY_GAP_MS): boolean {
  return isBurst(state, gapMs) && state.buffer.length >= minLength;
}
