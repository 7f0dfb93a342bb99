// REST door of the scanner lookup: GET /api/Product/GetProductByGTIN?gtin=&distributor=
//   → { id, name, brand, productModel: { id, type, name } } (id 0 when unknown);
// with ?code=<whole scanned code> instead of gtin (an addition), the code is parsed on the
// server and the answer also carries gtin, lot (upper-cased), expiry, production, serial, legacy.
import type { Router } from "../http/router";
import { catalogueDistributor, checkedGtin, lookupBarcode, productByGtin } from "./service";
import { text } from "../validation/wire";

const SCANNING = { company: true, distributor: true };

export function productRoutes(r: Router) {
  r.get("/api/Product/GetProductByGTIN", SCANNING, async (c) => {
    const q = c.args({ distributor: text(200), distributorId: text(200), code: text(500), gtin: text(100) });
    const distributorId = await catalogueDistributor(c, q.distributor ?? q.distributorId);
    if (q.code !== undefined && q.gtin === undefined) {
      const { product, gtin, lot, expiry, production, serial, legacy } = await lookupBarcode(c, distributorId, q.code);
      return { ...product, gtin, lot, expiry, production, serial, legacy };
    }
    return productByGtin(c, distributorId, checkedGtin(q.gtin));
  });
}
