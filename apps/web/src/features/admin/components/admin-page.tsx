import type { ReactNode } from "react";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { AdminNav } from "./admin-nav.tsx";

/** An admin screen: its header, the admin navigation, and the screen's own content. */
export function AdminPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <>
      <PageHeader eyebrow="Admin" title={title} intro={intro} />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <AdminNav />
        {children}
      </div>
    </>
  );
}
