import type {
  AdminContactMessage,
  ContactInboxFilter,
  ContactInboxPage,
  ContactReplyInput,
} from "@campusride/shared/schemas/contact";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { contactInboxQueryKeys } from "../../../lib/query-keys.ts";

/** The inbox, one list per filter, and each message; an answer changes them all. */
const messagePath = (id: string) => `/api/admin/messages/${encodeURIComponent(id)}`;

export function getContactInbox(filter: ContactInboxFilter, before: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ status: filter });
  if (before) query.set("before", before);
  return api.get<ContactInboxPage>(`/api/admin/messages?${query}`, { signal });
}

export function contactInboxQueryOptions(filter: ContactInboxFilter) {
  return infiniteQueryOptions({
    queryKey: contactInboxQueryKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getContactInbox(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}

/** The inbox at one filter, newest first, a page at a time ('Load more'). */
export function useContactInbox(filter: ContactInboxFilter) {
  return useInfiniteQuery(contactInboxQueryOptions(filter));
}

export function contactMessageQueryOptions(id: string) {
  return queryOptions({
    queryKey: contactInboxQueryKeys.one(id),
    queryFn: async ({ signal }) =>
      (await api.get<{ message: AdminContactMessage }>(messagePath(id), { signal })).message,
  });
}

export function useContactMessage(id: string) {
  return useQuery(contactMessageQueryOptions(id));
}

interface InboxAction {
  message: string;
  contactMessage: AdminContactMessage;
}

/** An answer to a message: the message as it is now is kept, and every list is read again. */
function useInboxMutation<TInput>(mutationFn: (input: TInput) => Promise<InboxAction>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ contactMessage }) =>
      queryClient.setQueryData(contactInboxQueryKeys.one(contactMessage.id), contactMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactInboxQueryKeys.all }),
  });
}

/** Marks a message answered without a reply by email. */
export function useMarkContactMessageAnswered() {
  return useInboxMutation((id: string) => api.post<InboxAction>(`${messagePath(id)}/answered`));
}

/** Emails the admin's reply to the message's sender; the message is then answered. */
export function useReplyToContactMessage() {
  return useInboxMutation(({ id, ...input }: ContactReplyInput & { id: string }) =>
    api.post<InboxAction>(`${messagePath(id)}/reply`, input),
  );
}
