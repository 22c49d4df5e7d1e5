"use client";
// Vehicles of a session group (and of the default tour, whose fields are named type / enableSeat):
// one of the 11 transport types, whether passengers choose their seat (only where a seat map
// exists), an added price, and the capacity of types without a seat map. A vehicle already sold
// against is shown read-only.
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { RemoveButton } from "./remove-button";
import { Button } from "@/components/ui";
import { TransportType } from "@/lib/db/generated/enums";
import { emptyVehicle } from "@/components/tour-wizard/tour-draft";
import { toPersianDigits } from "@/lib/format/digits";
import { TRANSPORT_TITLES } from "@/lib/tours/options";
import { hasSeatMap, seatLayout } from "@/lib/tours/seat-maps";
import { CheckboxField, MoneyField, NumberField, ReadOnlyNote, SelectField } from "./fields";
import { SOLD_NOTE } from "./labels";

interface Keys {
  type: string;
  seat: string;
}
const SESSION_KEYS: Keys = { type: "vehicleType", seat: "busPassengersCanChooseTheirSeat" };
export const DEFAULT_TOUR_KEYS: Keys = { type: "type", seat: "enableSeat" };

const TYPE_OPTIONS = Object.values(TransportType).map((t) => ({ value: t, label: TRANSPORT_TITLES[t] }));

function VehicleRow({
  name,
  index,
  keys,
  onRemove,
}: {
  name: string;
  index: number;
  keys: Keys;
  onRemove: () => void;
}) {
  const { setValue } = useFormContext();
  const row = `${name}.${index}`;
  const type = useWatch({ name: `${row}.${keys.type}` }) as TransportType;
  const editable = (useWatch({ name: `${row}.editable` }) as boolean | undefined) ?? true;
  const booked = (useWatch({ name: `${row}.bookedCount` }) as number | undefined) ?? 0;
  const map = seatLayout(type);
  const label = `وسیله نقلیه ${toPersianDigits(index + 1)}`;
  return (
    <li role="group" aria-label={label} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <div className="grid grid-cols-1 items-end gap-3 md:grid-cols-4">
        <SelectField
          name={`${row}.${keys.type}`}
          label="نوع وسیله"
          disabled={!editable}
          options={TYPE_OPTIONS}
          onPicked={(value) => {
            if (value && !hasSeatMap(value as TransportType)) setValue(`${row}.${keys.seat}`, false);
          }}
        />
        <MoneyField name={`${row}.price`} label="هزینه اضافه" optionalAmount disabled={!editable} />
        {map ? (
          <p className="pb-3 text-sm text-slate-500">{toPersianDigits(map.seatCount)} صندلی</p>
        ) : keys === SESSION_KEYS ? (
          <NumberField
            name={`${row}.capacity`}
            label="ظرفیت وسیله"
            disabled={!editable}
            hint="خالی: ظرفیت معمول این وسیله"
          />
        ) : (
          <span />
        )}
        <div className="flex items-center justify-between gap-2 pb-3">
          <CheckboxField name={`${row}.${keys.seat}`} label="انتخاب صندلی توسط مسافر" disabled={!editable || !map} />
          <RemoveButton label={label} className="h-9" disabled={!editable} onClick={onRemove} />
        </div>
      </div>
      {!editable && <ReadOnlyNote>{`${SOLD_NOTE} (${toPersianDigits(booked)} مسافر)`}</ReadOnlyNote>}
    </li>
  );
}

export function VehiclesEditor({ name, defaultTour = false }: { name: string; defaultTour?: boolean }) {
  const keys = defaultTour ? DEFAULT_TOUR_KEYS : SESSION_KEYS;
  const { fields, append, remove } = useFieldArray({ name, keyName: "fieldKey" });
  const add = () => append(defaultTour ? { type: "Bus44", price: null, enableSeat: false } : emptyVehicle());
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-bold">وسایل نقلیه</h3>
        <Button variant="secondary" className="h-9 px-3" onClick={add}>
          افزودن وسیله نقلیه
        </Button>
      </div>
      {fields.length === 0 && <p className="text-xs text-slate-500">وسیله نقلیه‌ای تعریف نشده است.</p>}
      <ul className="flex flex-col gap-2">
        {fields.map((field, index) => (
          <VehicleRow key={field.fieldKey} name={name} index={index} keys={keys} onRemove={() => remove(index)} />
        ))}
      </ul>
    </div>
  );
}
