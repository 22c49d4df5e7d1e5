"use client";
// Province first, then a city of that province (GET /api/Provinces, /api/Provinces/{id}/cities).
// Controlled selects: the stored city must show once its province's list arrives.
import { useQuery } from "@tanstack/react-query";
import { Controller, useFormContext } from "react-hook-form";
import { FormField } from "@/components/ui";
import { api } from "@/lib/client/api-client";
import * as reference from "@/lib/client/endpoints/reference";
import type { EditProfileInput } from "./edit-profile-schema";

const toId = (value: string) => (value === "" ? undefined : Number(value));

export function CityPicker() {
  const { control, watch, setValue } = useFormContext<EditProfileInput>();
  const provinceId = watch("provinceId");

  const provinces = useQuery({
    queryKey: ["provinces"],
    queryFn: () => api.call(reference.listProvincesContract),
    staleTime: Infinity,
  });
  const cities = useQuery({
    queryKey: ["provinces", provinceId, "cities"],
    queryFn: () => api.call(reference.listProvinceCitiesContract, { params: { provinceId } }),
    enabled: Boolean(provinceId),
    staleTime: Infinity,
  });

  return (
    <>
      <Controller
        control={control}
        name="provinceId"
        render={({ field, fieldState }) => (
          <FormField label="استان" htmlFor="provinceId" required error={fieldState.error?.message}>
            <select
              id="provinceId"
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value ?? ""}
              onChange={(event) => {
                field.onChange(toId(event.target.value));
                // A city of another province would be a wrong pair: choose again.
                setValue("cityId", undefined as unknown as number);
              }}
              aria-invalid={fieldState.error ? true : undefined}
              className={`input ${fieldState.error ? "input-error" : ""}`}
            >
              <option value="">انتخاب استان</option>
              {provinces.data?.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="cityId"
        render={({ field, fieldState }) => (
          <FormField label="شهر" htmlFor="cityId" required error={fieldState.error?.message}>
            <select
              id="cityId"
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={cities.data ? (field.value ?? "") : ""}
              onChange={(event) => field.onChange(toId(event.target.value))}
              aria-invalid={fieldState.error ? true : undefined}
              className={`input ${fieldState.error ? "input-error" : ""}`}
            >
              <option value="">{provinceId ? "انتخاب شهر" : "ابتدا استان را انتخاب کنید"}</option>
              {cities.data?.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </FormField>
        )}
      />
    </>
  );
}
