// Contracts of the tour calls (spec doc 2 §7): paths as the spec spells them.
import { successResponse, type Contract } from "@/lib/http/contract";
import { pageQuery } from "@/lib/http/paging";
import { z } from "@/lib/validation/z";
import { idSchema } from "@/lib/validation/fields";
import {
  cancelBodySchema,
  copyPhotoSchema,
  defaultTourSchema,
  extraItemBodySchema,
  imageUploadSchema,
  localLeaderPhotoSchema,
  photoNameSchema,
  photoUploadSchema,
  refundRuleBodySchema,
  reorderPhotosSchema,
  searchQueryFields,
  tagsBodySchema,
  titleBodySchema,
  tourPayloadSchema,
  vehicleBodySchema,
  visibilityBodySchema,
} from "./schemas";
import {
  cancelTourResponse,
  closeSeatResponse,
  defaultTourResponse,
  editTourResponse,
  extraItemSchema,
  extraQuestionResponse,
  hardshipsResponse,
  livePlacesResponse,
  photosResponse,
  photoUploadResponse,
  publicTourResponse,
  referenceListResponse,
  refundRuleSchema,
  registrationResponse,
  searchToursResponse,
  seatMapResponse,
  storedPhotoResponse,
  tagsResponse,
  titleItemResponse,
  vehicleResponse,
  visibilityResponse,
} from "./responses";

const LEADER = ["Leader"] as const;
const tags = ["Tours"];
const partTags = ["Tour parts"];
const photoTags = ["Tour photos"];
const id = idSchema;
const tourParams = z.object({ tourId: id });
const idResponse = z.object({ id: z.number().int() });

export const createTourContract = ({
  method: "POST", path: "/api/Tour", summary: "Create a tour (whole wizard payload)", tags, access: LEADER,
  body: tourPayloadSchema, response: idResponse,
} satisfies Contract);
export const getPublicTourContract = ({
  method: "GET", path: "/api/Tour/{tourId}", summary: "Public view of a published tour", tags, access: "public",
  params: tourParams, query: z.object({ sellerId: z.preprocess((v) => (v === "" ? undefined : v), id.optional()) }), response: publicTourResponse,
} satisfies Contract);
export const livePlacesContract = ({
  method: "GET", path: "/api/tour/{tourId}/places", summary: "Places left and whether each session can be bought now (the tour page's live figures; at most 1 s old)", tags, access: "public",
  params: tourParams, response: livePlacesResponse,
} satisfies Contract);
export const updateTourContract = ({
  method: "PUT", path: "/api/Tour/{tourId}", summary: "Edit a tour (whole payload; sold parts are protected)", tags, access: LEADER,
  params: tourParams, body: tourPayloadSchema, response: idResponse,
} satisfies Contract);
export const deleteTourContract = ({
  method: "DELETE", path: "/api/Tour/{tourId}", summary: "Delete a tour that has no sales", tags, access: LEADER, params: tourParams, response: successResponse,
} satisfies Contract);
export const editTourContract = ({
  method: "GET", path: "/api/Tour/{tourId}/edit", summary: "A tour as the wizard edits it, with editable flags", tags, access: LEADER, params: tourParams, response: editTourResponse,
} satisfies Contract);
export const searchToursContract = ({
  method: "GET", path: "/api/Tour/search", summary: "The caller's tours and collaborations, paged", tags, access: ["Leader", "Affiliate"],
  query: z.object({ ...searchQueryFields, ...pageQuery(20, 100) }), response: searchToursResponse,
} satisfies Contract);
export const getDefaultTourContract = ({
  method: "GET", path: "/api/Tour/default", summary: "Default tour settings", tags, access: LEADER, response: defaultTourResponse,
} satisfies Contract);
export const saveDefaultTourContract = ({
  method: "PUT", path: "/api/Tour/default", summary: "Save the default tour settings", tags, access: LEADER, body: defaultTourSchema, response: defaultTourResponse,
} satisfies Contract);
export const hardshipsContract = ({
  method: "GET", path: "/api/Tour/HardShips", summary: "Hardship levels", tags: ["Reference"], access: LEADER, response: hardshipsResponse,
} satisfies Contract);
export const stylesContract = ({
  method: "GET", path: "/api/Tour/Styles", summary: "Tour styles", tags: ["Reference"], access: LEADER, response: referenceListResponse,
} satisfies Contract);
export const cancellationReasonsContract = ({
  method: "GET", path: "/api/Tour/CancellationReasons", summary: "Cancellation reasons", tags: ["Reference"], access: LEADER, response: referenceListResponse,
} satisfies Contract);
export const cancelTourContract = ({
  method: "POST", path: "/api/Tour/{tourId}/cancel", summary: "Cancel a tour with a reason", tags, access: LEADER,
  params: tourParams, body: cancelBodySchema, response: cancelTourResponse,
} satisfies Contract);
export const toggleRegistrationContract = ({
  method: "PUT", path: "/api/Tour/{tourId}/toggleRegistration", summary: "Open or close registration", tags, access: LEADER, params: tourParams, response: registrationResponse,
} satisfies Contract);
export const visibilityContract = ({
  method: "PUT", path: "/api/Tour/{tourId}/sale-website/visibility", summary: "Show or hide the tour on the sale website", tags, access: LEADER,
  params: tourParams, body: visibilityBodySchema, response: visibilityResponse,
} satisfies Contract);

export const addTagsContract = ({
  method: "POST", path: "/api/Tour/{tourId}/Tags", summary: "Add tags", tags: partTags, access: LEADER, params: tourParams, body: tagsBodySchema, response: tagsResponse,
} satisfies Contract);
export const removeTagContract = ({
  method: "DELETE", path: "/api/Tour/{tourId}/Tags/{tag}", summary: "Remove a tag", tags: partTags, access: LEADER,
  params: z.object({ tourId: id, tag: z.string().min(1).max(50) }), response: tagsResponse,
} satisfies Contract);

const titleItem = (name: string, param: string, path: string) => ({
  add: ({ method: "POST", path: `/api/Tour/{tourId}/${path}`, summary: `Add a ${name}`, tags: partTags, access: LEADER, params: tourParams, body: titleBodySchema, response: titleItemResponse } satisfies Contract),
  update: ({
    method: "PUT", path: `/api/Tour/{tourId}/${path}/{${param}}`, summary: `Rename a ${name}`, tags: partTags, access: LEADER,
    params: z.object({ tourId: id, [param]: id }), body: titleBodySchema, response: titleItemResponse,
  } satisfies Contract),
  remove: ({
    method: "DELETE", path: `/api/Tour/{tourId}/${path}/{${param}}`, summary: `Delete a ${name}`, tags: partTags, access: LEADER,
    params: z.object({ tourId: id, [param]: id }), response: successResponse,
  } satisfies Contract),
});
export const checklistContracts = titleItem("checklist item", "checklistId", "Checklist");
export const serviceContracts = titleItem("service", "serviceId", "Service");

const extraItemParams = z.object({ tourId: id, extraItemId: id });
export const addExtraItemContract = ({
  method: "POST", path: "/api/Tour/{tourId}/ExtraItem", summary: "Add an extra item", tags: partTags, access: LEADER, params: tourParams, body: extraItemBodySchema, response: extraItemSchema,
} satisfies Contract);
export const updateExtraItemContract = ({
  method: "PUT", path: "/api/Tour/{tourId}/ExtraItem/{extraItemId}", summary: "Edit an extra item", tags: partTags, access: LEADER,
  params: extraItemParams, body: extraItemBodySchema, response: extraItemSchema,
} satisfies Contract);
export const deleteExtraItemContract = ({
  method: "DELETE", path: "/api/Tour/{tourId}/ExtraItem/{extraItemId}", summary: "Delete an unsold extra item", tags: partTags, access: LEADER, params: extraItemParams, response: successResponse,
} satisfies Contract);
export const boughtExtraItemsContract = ({
  method: "GET", path: "/api/Tour/{tourId}/bought-extra-items", summary: "Extra items with sold and available counts", tags: partTags, access: LEADER, params: tourParams, response: z.array(extraItemSchema),
} satisfies Contract);
export const extraQuestionContract = ({
  method: "GET", path: "/api/Tour/{tourId}/extra-question", summary: "The extra question and the passengers' answers", tags: partTags, access: LEADER,
  params: tourParams, query: z.object({ vehicleId: z.preprocess((v) => (v === "" ? undefined : v), id.optional()) }), response: extraQuestionResponse,
} satisfies Contract);

const vehicleParams = z.object({ tourId: id, vehicleId: id });
export const addVehicleContract = ({
  method: "POST", path: "/api/Tour/{tourId}/Vehicle", summary: "Add a vehicle to a session", tags: partTags, access: LEADER, params: tourParams, body: vehicleBodySchema, response: vehicleResponse,
} satisfies Contract);
export const updateVehicleContract = ({
  method: "PUT", path: "/api/Tour/{tourId}/Vehicle/{vehicleId}", summary: "Edit an unsold vehicle", tags: partTags, access: LEADER,
  params: vehicleParams, body: vehicleBodySchema, response: vehicleResponse,
} satisfies Contract);
export const deleteVehicleContract = ({
  method: "DELETE", path: "/api/Tour/{tourId}/Vehicle/{vehicleId}", summary: "Delete an unsold vehicle", tags: partTags, access: LEADER, params: vehicleParams, response: successResponse,
} satisfies Contract);
export const vehicleSeatsContract = ({
  method: "GET", path: "/api/Tour/{tourId}/vehicle/{vehicleId}/seats", summary: "Seat map of a vehicle with each seat's state", tags: partTags, access: "public",
  params: vehicleParams, response: seatMapResponse,
} satisfies Contract);
export const closeSeatContract = ({
  method: "POST", path: "/api/Tour/{tourId}/vehicle/{vehicleId}/close-seat/{seatNumber}", summary: "Close or reopen a seat", tags: partTags, access: LEADER,
  params: z.object({ tourId: id, vehicleId: id, seatNumber: z.coerce.number().int() }), response: closeSeatResponse,
} satisfies Contract);

const ruleParams = z.object({ tourId: id, ruleId: id });
export const addRefundRuleContract = ({
  method: "POST", path: "/api/tour/{tourId}/refundrule", summary: "Add a refund rule", tags: partTags, access: LEADER, params: tourParams, body: refundRuleBodySchema, response: refundRuleSchema,
} satisfies Contract);
export const updateRefundRuleContract = ({
  method: "PUT", path: "/api/tour/{tourId}/refundrule/{ruleId}", summary: "Edit a refund rule", tags: partTags, access: LEADER, params: ruleParams, body: refundRuleBodySchema, response: refundRuleSchema,
} satisfies Contract);
export const deleteRefundRuleContract = ({
  method: "DELETE", path: "/api/tour/{tourId}/refundrule/{ruleId}", summary: "Delete a refund rule", tags: partTags, access: LEADER, params: ruleParams, response: successResponse,
} satisfies Contract);
export const listRefundRulesContract = ({
  method: "GET", path: "/api/tour/{tourId}/refundrules", summary: "Refund rules, daysBefore descending", tags: partTags, access: LEADER, params: tourParams, response: z.array(refundRuleSchema),
} satisfies Contract);

export const addPhotoContract = ({
  method: "POST", path: "/api/tour/{tourId}/Photo", summary: "Upload a photo into a slot (1..4)", tags: photoTags, access: LEADER,
  params: tourParams, body: photoUploadSchema, multipart: true, response: photoUploadResponse,
} satisfies Contract);
export const deletePhotoContract = ({
  method: "DELETE", path: "/api/tour/{tourId}/Photo/{photoName}", summary: "Delete a photo; the rest move up", tags: photoTags, access: LEADER,
  params: z.object({ tourId: id, photoName: photoNameSchema }), response: photosResponse,
} satisfies Contract);
export const reorderPhotosContract = ({
  method: "POST", path: "/api/tour/ReOrderTourPhoto", summary: "Reorder a tour's photos", tags: photoTags, access: LEADER, body: reorderPhotosSchema, response: photosResponse,
} satisfies Contract);
export const copyPhotoContract = ({
  method: "POST", path: "/api/tour/CopyTourPhoto", summary: "Copy a photo of another own tour into a slot", tags: photoTags, access: LEADER,
  body: copyPhotoSchema, multipart: true, response: photoUploadResponse,
} satisfies Contract);
export const setLocalLeaderPhotoContract = ({
  method: "POST", path: "/api/Tour/{tourId}/Photo/local-leader", summary: "Upload the local leader's photo", tags: photoTags, access: LEADER,
  params: tourParams, body: localLeaderPhotoSchema, multipart: true, response: storedPhotoResponse,
} satisfies Contract);
export const removeLocalLeaderPhotoContract = ({
  method: "DELETE", path: "/api/Tour/{tourId}/Photo/local-leader", summary: "Remove the local leader's photo", tags: photoTags, access: LEADER, params: tourParams, response: storedPhotoResponse,
} satisfies Contract);
export const setDefaultLocalLeaderPhotoContract = ({
  method: "POST", path: "/api/Tour/default/Photo/local-leader", summary: "Upload the default local leader's photo", tags: photoTags, access: LEADER,
  body: localLeaderPhotoSchema, multipart: true, response: storedPhotoResponse,
} satisfies Contract);
export const removeDefaultLocalLeaderPhotoContract = ({
  method: "DELETE", path: "/api/Tour/default/Photo/local-leader", summary: "Remove the default local leader's photo", tags: photoTags, access: LEADER, response: storedPhotoResponse,
} satisfies Contract);
export const uploadDefaultPhotoContract = ({
  method: "POST", path: "/api/Tour/UploadDefaultPhotoForTour", summary: "Upload the photo shown on tours without photos", tags: photoTags, access: LEADER,
  body: imageUploadSchema, multipart: true, response: storedPhotoResponse,
} satisfies Contract);
