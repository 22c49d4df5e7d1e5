// The product calls as the browser makes them (lib/client/api-client.ts shows the errors).
import { api } from "@/lib/client/api-client";
import { urlOf, type QueryOf } from "@/lib/client/endpoint";
import * as products from "@/lib/client/endpoints/products";
import type { ResponseOf, RowOf } from "@/lib/client/response-of";
import type * as C from "@/lib/products/contracts";

/** The product calls' answers, inferred from the contracts (lib/products/contracts.ts). */
export type Product = ResponseOf<typeof C.updateProductContract>;
export type ProductPhoto = Product["photos"][number];
export type Customer = RowOf<typeof C.productCustomersContract>;

export interface ProductBody {
  title: string;
  registrationEndTime: string;
  capacity: number;
  price: number;
  description?: string;
  extraQuestion?: string;
  isExtraQuestionDate: boolean;
  showInWebsite: boolean;
  tags: string[];
}

export const productApi = {
  get: (productId: number) => api.call(products.getProductContract, { params: { productId } }),
  create: (body: ProductBody) => api.call(products.createProductContract, { body }),
  update: (productId: number, body: ProductBody) =>
    api.call(products.updateProductContract, { params: { productId }, body }),
  toggle: (productId: number) => api.call(products.toggleProductContract, { params: { productId } }),
  search: (query: QueryOf<typeof products.searchProductsContract>) =>
    api.call(products.searchProductsContract, { query }),
  /** Every buyer as an .xlsx file (a plain download with the session cookie). */
  exportHref: (productId: number) => urlOf(products.productCustomersExportContract, { params: { productId } }),
  customers: (productId: number, Page: number, PageSize: number) =>
    api.call(products.productCustomersContract, { params: { productId }, query: { Page, PageSize } }),
  uploadPhoto: (productId: number, file: File, order: number, notify = true) =>
    api.call(products.addProductPhotoContract, { params: { productId }, body: { Photo: file, Order: order }, notify }),
  deletePhoto: (productId: number, photoName: string) =>
    api.call(products.deleteProductPhotoContract, { params: { productId, photoName }, notify: false }),
  reorderPhotos: (productId: number, photos: { order: number; name: string }[]) =>
    api.call(products.reorderProductPhotosContract, { body: { tourId: productId, photos }, notify: false }),
};
