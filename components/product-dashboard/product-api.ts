// The product calls as the browser makes them (lib/client/api-client.ts shows the errors).
import { apiClient } from "@/lib/client/api-client";

export interface ProductPhoto {
  order: number;
  name: string;
  address: string | null;
}

export interface Product {
  id: number;
  leaderId: number;
  title: string;
  description: string | null;
  registrationEndTime: string;
  capacity: number;
  soldCount: number;
  availableCount: number;
  price: number;
  extraQuestion: string | null;
  isExtraQuestionDate: boolean;
  showInWebsite: boolean;
  isActive: boolean;
  registrationOpen: boolean;
  stockState: "Available" | "LimitedStock" | "OutOfStock";
  tags: string[];
  photos: ProductPhoto[];
  photo: string | null;
}

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

export interface Customer {
  id: number;
  trackingId: string;
  fullName: string;
  mobile: string;
  nationalId: string;
  phone: string | null;
  orderCount: number;
  amount: number;
  paymentMethod: string;
  status: "Pending" | "Paid";
  extraQuestionAnswer: string | null;
  createdAt: string;
}

export interface Paged<T> {
  result: T[];
  pageCount: number;
  totalItemCount: number;
}

type Photos = { name?: string; photos: ProductPhoto[] };

const photoForm = (fields: Record<string, string | number | File>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v instanceof File ? v : String(v));
  return form;
};

export const productApi = {
  get: (productId: number) => apiClient.get<Product>("/api/Product/{productId}", { params: { productId } }),
  create: (body: ProductBody) => apiClient.post<Product>("/api/Product", { body }),
  update: (productId: number, body: ProductBody) => apiClient.put<Product>("/api/Product/{productId}", { params: { productId }, body }),
  toggle: (productId: number) => apiClient.put<{ id: number; isActive: boolean }>("/api/Product/{productId}/toggle-status", { params: { productId } }),
  search: (query: Record<string, string | number | undefined>) => apiClient.get<Paged<Product>>("/api/Product/Search", { query }),
  customers: (productId: number, Page: number, PageSize: number) =>
    apiClient.get<Paged<Customer> & { paidCount: number; paidAmount: number }>("/api/Product/{productId}/Customers", { params: { productId }, query: { Page, PageSize } }),
  uploadPhoto: (productId: number, file: File, order: number, notify = true) =>
    apiClient.post<Photos>("/api/product/{productId}/Photo", { params: { productId }, body: photoForm({ Photo: file, Order: order }), notify }),
  deletePhoto: (productId: number, photoName: string) => apiClient.delete<Photos>("/api/product/{productId}/Photo/{photoName}", { params: { productId, photoName }, notify: false }),
  reorderPhotos: (productId: number, photos: { order: number; name: string }[]) =>
    apiClient.post<Photos>("/api/product/ReOrderTourPhoto", { body: { tourId: productId, photos }, notify: false }),
};
