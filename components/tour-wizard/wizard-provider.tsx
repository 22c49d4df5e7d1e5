"use client";
// The tour wizard's state, held by the layout of its three step pages so that moving between
// steps keeps one react-hook-form (values and errors) and the photo slots. It loads the start
// point (default tour, the tour to edit, or the tour to copy), saves (final or draft), and in add
// and copy mode places the photos once the new tour has an id.
import { useQuery } from "@tanstack/react-query";
import { usePathname, useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { FormProvider, useForm, type UseFormReturn } from "react-hook-form";
import { toast } from "react-toastify";
import { Spinner } from "@/components/ui";
import { savedListPath } from "@/components/dashboard/saved-notice";
import {
  clearStoredDraft,
  draftFromDefault,
  draftFromTour,
  draftStorageKey,
  draftToPayload,
  loadStoredDraft,
  storeDraft,
  type DefaultTour,
  type EditTour,
  type TourDraft,
  type WizardMode,
} from "@/components/tour-wizard/tour-draft";
import { TOUR_TOASTS } from "./labels";
import {
  initialLeaderPhoto,
  initialPhotos,
  placePhotosOfNewTour,
  type LeaderPhoto,
  type PhotoItem,
} from "./photo-state";
import { tourApi } from "./tour-api";
import { draftResolver, stepOfField, validateDraft, type WizardStep } from "./validate-draft";

interface WizardContextValue {
  mode: WizardMode;
  /** The tour being edited (edit mode), else null until saved. */
  tourId: number | null;
  form: UseFormReturn<TourDraft>;
  step: WizardStep;
  stepPath: (step: WizardStep) => string;
  photos: PhotoItem[];
  setPhotos: (photos: PhotoItem[]) => void;
  leaderPhoto: LeaderPhoto | null;
  setLeaderPhoto: (photo: LeaderPhoto | null) => void;
  /** The default tour's local-leader photo, shown while the tour copies it. */
  defaultLeaderPhoto: string | null;
  /** Something was sold: the tour cannot go back to draft. */
  sold: boolean;
  cancelled: boolean;
  saving: "final" | "draft" | null;
  save: (isDraft: boolean) => Promise<void>;
  next: () => Promise<void>;
}

const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error("useWizard outside TourWizard");
  return value;
}

export const WIZARD_TITLES: Record<WizardMode, string> = { add: "ایجاد تور", edit: "ویرایش تور", copy: "کپی تور" };

interface Loaded {
  draft: TourDraft;
  tour: EditTour | null;
  defaults: DefaultTour | null;
}

async function load(mode: WizardMode, tourId: number | null, storageKey: string): Promise<Loaded> {
  // Spec §8: the default load fails silently (the product defaults apply).
  const defaults = await tourApi.getDefault().catch(() => null);
  if (mode === "add" || tourId === null)
    return { draft: loadStoredDraft(storageKey) ?? draftFromDefault(defaults), tour: null, defaults };
  const { tour } = await tourApi.getForEdit(tourId);
  const stored = mode === "copy" ? loadStoredDraft(storageKey) : null;
  return { draft: stored ?? draftFromTour(tour, mode), tour, defaults };
}

export function TourWizard({ mode, tourId, children }: { mode: WizardMode; tourId?: number; children: ReactNode }) {
  const id = tourId ?? null;
  const storageKey = draftStorageKey(mode, id);
  const loaded = useQuery({
    queryKey: ["tour-wizard", mode, id],
    queryFn: () => load(mode, id, storageKey),
    staleTime: Infinity,
    gcTime: 0,
  });
  if (loaded.isPending) {
    return (
      <div className="flex justify-center py-16" aria-label="در حال بارگیری">
        <Spinner className="size-8" />
      </div>
    );
  }
  if (loaded.isError) {
    return <p className="card text-center text-sm text-slate-600">{TOUR_TOASTS.loadFailed}</p>;
  }
  return (
    <WizardForm mode={mode} sourceOrTourId={id} storageKey={storageKey} loaded={loaded.data}>
      {children}
    </WizardForm>
  );
}

function currentStep(pathname: string): WizardStep {
  if (pathname.endsWith("/stepTwo")) return 2;
  if (pathname.endsWith("/stepThree")) return 3;
  return 1;
}

function WizardForm({
  mode,
  sourceOrTourId,
  storageKey,
  loaded,
  children,
}: {
  mode: WizardMode;
  sourceOrTourId: number | null;
  storageKey: string;
  loaded: Loaded;
  children: ReactNode;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const validatingDraft = useRef(false);
  const form = useForm<TourDraft>({
    defaultValues: loaded.draft,
    resolver: draftResolver(() => validatingDraft.current),
    // A changed field is checked again at once, so a shown error goes as soon as it is fixed.
    mode: "onChange",
  });
  const [photos, setPhotos] = useState<PhotoItem[]>(() => initialPhotos(mode, loaded.tour));
  const [leaderPhoto, setLeaderPhoto] = useState<LeaderPhoto | null>(() => initialLeaderPhoto(mode, loaded.tour));
  const [saving, setSaving] = useState<"final" | "draft" | null>(null);
  const tourId = mode === "edit" ? sourceOrTourId : null;
  const step = currentStep(pathname);

  const base =
    mode === "add"
      ? "/dashboard/tour/add"
      : mode === "copy"
        ? `/dashboard/tour/add/${sourceOrTourId}`
        : `/dashboard/tour/edit/${sourceOrTourId}`;
  const stepPath = useCallback(
    (s: WizardStep) => (s === 1 ? base : s === 2 ? `${base}/stepTwo` : `${base}/stepThree`),
    [base],
  );

  // Add and copy mode: the work so far survives a reload of the tab (photos excepted).
  useEffect(() => {
    if (mode === "edit") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => storeDraft(storageKey, values as TourDraft), 300);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, mode, storageKey]);

  const sold = useMemo(() => {
    const draft = loaded.draft;
    return (
      mode === "edit" &&
      (draft.sessionGroups.some((g) => g.dates.some((d) => !d.editable)) || draft.extraItems.some((i) => !i.editable))
    );
  }, [loaded.draft, mode]);

  const showErrors = useCallback(
    (isDraft: boolean) => {
      const errors = validateDraft(form.getValues(), isDraft);
      const first = errors.keys().next().value;
      toast.error(TOUR_TOASTS.fixErrors, { toastId: TOUR_TOASTS.fixErrors });
      if (first && stepOfField(first) !== step) router.push(stepPath(stepOfField(first)));
    },
    [form, router, step, stepPath],
  );

  const save = useCallback(
    async (isDraft: boolean) => {
      validatingDraft.current = isDraft;
      if (!(await form.trigger())) return showErrors(isDraft);
      const values = form.getValues();
      const { payload } = draftToPayload(values, isDraft);
      setSaving(isDraft ? "draft" : "final");
      try {
        if (mode === "edit" && tourId !== null) await tourApi.update(tourId, payload);
        else {
          const { id } = await tourApi.create(payload);
          await placePhotosOfNewTour(id, photos, values.copyLocalLeaderPhotoFromDefaultTour ? null : leaderPhoto);
        }
      } catch {
        setSaving(null);
        return; // the API client has shown the server's messages
      }
      clearStoredDraft(storageKey);
      router.push(savedListPath("/dashboard/tour", mode === "edit" ? "edited" : "created"));
    },
    [form, showErrors, mode, tourId, photos, leaderPhoto, storageKey, router],
  );

  const next = useCallback(async () => {
    validatingDraft.current = false;
    const fields =
      step === 1
        ? ([
            "title",
            "styleId",
            "startCityId",
            "hardShipId",
            "startPlaceText",
            "startAge",
            "endAge",
            "latitude",
            "longitude",
            "tags",
            "sessionGroups",
          ] as const)
        : (["accommodations", "extraQuestionTitle", "localLeaderName"] as const);
    if (!(await form.trigger([...fields]))) {
      toast.error(TOUR_TOASTS.fixErrors, { toastId: TOUR_TOASTS.fixErrors });
      return;
    }
    router.push(stepPath(step === 1 ? 2 : 3));
  }, [form, router, step, stepPath]);

  const value: WizardContextValue = {
    mode,
    tourId,
    form,
    step,
    stepPath,
    photos,
    setPhotos,
    leaderPhoto,
    setLeaderPhoto,
    defaultLeaderPhoto: loaded.defaults?.localLeaderPhoto?.address ?? null,
    sold,
    cancelled: loaded.tour?.status === "Cancelled" && mode === "edit",
    saving,
    save,
    next,
  };
  return (
    <WizardContext.Provider value={value}>
      <FormProvider {...form}>
        <form
          onSubmit={(event) => event.preventDefault()}
          noValidate
          aria-label={WIZARD_TITLES[mode]}
          className="flex flex-col gap-6"
        >
          {children}
        </form>
      </FormProvider>
    </WizardContext.Provider>
  );
}
