// REST door of the scanner lookup: GET /api/Product/GetProductByGTIN?gtin=&distributor=
//   → { id, name, brand, productModel: { id, type, name } } (id 0 when unknown);
// with ?code=<whole scanned code> instead of gtin (an addition), the code is parsed on the
// server and the answer also carries gtin, lot (upper-cased), expiry, production, serial, legacy.
import type { Router } from "../http/router";
import { catalogueDistributor, checkedGtin, lookupBarcode, productByGtin } from "./service";

const SCANNING = { company: true, distributor: true };

export function productRoutes(r: Router) {
  r.get("/api/Product/GetProductByGTIN", SCANNING, async (c) => {
    const distributorId = await catalogueDistributor(c, c.query.get("distributor") ?? c.query.get("distributorId"));
    const code = c.query.get("code");
    if (code !== null && c.query.get("gtin") === null) {
      const { product, gtin, lot, expiry, production, serial, legacy } = await lookupBarcode(c, distributorId, code);
      return { ...product, gtin, lot, expiry, production, serial, legacy };
    }
    return productByGtin(c, distributorId, checkedGtin(c.query.get("gtin")));
  });
}
