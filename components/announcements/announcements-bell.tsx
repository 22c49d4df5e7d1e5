"use client";
// The dashboard header's bell: the caller's current announcements (reloaded every minute and on
// focus), the unread count, and the modal; opening one marks it read and reloads the bell.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { NotificationBell } from "@/components/dashboard/notification-bell";
import { AnnouncementModal } from "./announcement-modal";
import { announcementsApi, BELL_KEY, type Announcement } from "./announcements-api";

export function AnnouncementsBell({ isAffiliate }: { isAffiliate: boolean }) {
  const queryClient = useQueryClient();
  const bell = useQuery({ queryKey: BELL_KEY, queryFn: announcementsApi.bell, refetchInterval: 60_000 });
  const [shown, setShown] = useState<Announcement | null>(null);
  const open = useMutation({
    mutationFn: announcementsApi.open,
    onSuccess: (announcement) => {
      setShown(announcement);
      return queryClient.invalidateQueries({ queryKey: BELL_KEY });
    },
  });
  return (
    <>
      <NotificationBell
        items={bell.data?.result ?? []}
        unread={bell.data?.unreadCount ?? 0}
        onOpenItem={(id) => open.mutate(id)}
      />
      <AnnouncementModal announcement={shown} onClose={() => setShown(null)} canReadRefunds={!isAffiliate} />
    </>
  );
}
