// The product calls as the browser makes them (lib/client/api-client.ts shows the errors).
import { apiClient } from "@/lib/client/api-client";
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

type Photos = ResponseOf<typeof C.addProductPhotoContract>;

const photoForm = (fields: Record<string, string | number | File>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v instanceof File ? v : String(v));
  return form;
};

export const productApi = {
  get: (productId: number) => apiClient.get<Product>("/api/Product/{productId}", { params: { productId } }),
  create: (body: ProductBody) => apiClient.post<Product>("/api/Product", { body }),
  update: (productId: number, body: ProductBody) => apiClient.put<Product>("/api/Product/{productId}", { params: { productId }, body }),
  toggle: (productId: number) => apiClient.put<ResponseOf<typeof C.toggleProductContract>>("/api/Product/{productId}/toggle-status", { params: { productId } }),
  search: (query: Record<string, string | number | undefined>) => apiClient.get<ResponseOf<typeof C.searchProductsContract>>("/api/Product/Search", { query }),
  customers: (productId: number, Page: number, PageSize: number) =>
    apiClient.get<ResponseOf<typeof C.productCustomersContract>>("/api/Product/{productId}/Customers", { params: { productId }, query: { Page, PageSize } }),
  uploadPhoto: (productId: number, file: File, order: number, notify = true) =>
    apiClient.post<Photos>("/api/product/{productId}/Photo", { params: { productId }, body: photoForm({ Photo: file, Order: order }), notify }),
  deletePhoto: (productId: number, photoName: string) => apiClient.delete<Photos>("/api/product/{productId}/Photo/{photoName}", { params: { productId, photoName }, notify: false }),
  reorderPhotos: (productId: number, photos: { order: number; name: string }[]) =>
    apiClient.post<Photos>("/api/product/ReOrderTourPhoto", { body: { tourId: productId, photos }, notify: false }),
};
