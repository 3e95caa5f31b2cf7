export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "13.0.5"
  }
  public: {
    Tables: {
      audit_log: {
        Row: {
          action: string
          actor_email: string | null
          actor_id: string | null
          actor_role: string | null
          id: number
          ip_address: string | null
          new_data: Json | null
          occurred_at: string
          old_data: Json | null
          target_id: string | null
          target_label: string | null
          target_type: string
          user_agent: string | null
        }
        Insert: {
          action: string
          actor_email?: string | null
          actor_id?: string | null
          actor_role?: string | null
          id?: never
          ip_address?: string | null
          new_data?: Json | null
          occurred_at?: string
          old_data?: Json | null
          target_id?: string | null
          target_label?: string | null
          target_type: string
          user_agent?: string | null
        }
        Update: {
          action?: string
          actor_email?: string | null
          actor_id?: string | null
          actor_role?: string | null
          id?: never
          ip_address?: string | null
          new_data?: Json | null
          occurred_at?: string
          old_data?: Json | null
          target_id?: string | null
          target_label?: string | null
          target_type?: string
          user_agent?: string | null
        }
        Relationships: []
      }
      client_errors: {
        Row: {
          client_fingerprint: string
          component_stack: string | null
          id: string
          kind: string
          message: string
          occurred_at: string
          path: string
          release: string | null
          stack: string | null
          url: string | null
          user_agent: string | null
          user_email: string | null
          user_id: string | null
        }
        Insert: {
          client_fingerprint: string
          component_stack?: string | null
          id?: string
          kind: string
          message: string
          occurred_at?: string
          path?: string
          release?: string | null
          stack?: string | null
          url?: string | null
          user_agent?: string | null
          user_email?: string | null
          user_id?: string | null
        }
        Update: {
          client_fingerprint?: string
          component_stack?: string | null
          id?: string
          kind?: string
          message?: string
          occurred_at?: string
          path?: string
          release?: string | null
          stack?: string | null
          url?: string | null
          user_agent?: string | null
          user_email?: string | null
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "client_errors_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      client_logos: {
        Row: {
          created_at: string
          id: string
          industry: string | null
          logo_url: string | null
          name: string
          published: boolean
          sort_order: number
          updated_at: string
          website_url: string | null
        }
        Insert: {
          created_at?: string
          id?: string
          industry?: string | null
          logo_url?: string | null
          name: string
          published?: boolean
          sort_order?: number
          updated_at?: string
          website_url?: string | null
        }
        Update: {
          created_at?: string
          id?: string
          industry?: string | null
          logo_url?: string | null
          name?: string
          published?: boolean
          sort_order?: number
          updated_at?: string
          website_url?: string | null
        }
        Relationships: []
      }
      content_drafts: {
        Row: {
          key: string
          revision: number
          updated_at: string
          updated_by: string | null
          value: Json
        }
        Insert: {
          key: string
          revision?: number
          updated_at?: string
          updated_by?: string | null
          value: Json
        }
        Update: {
          key?: string
          revision?: number
          updated_at?: string
          updated_by?: string | null
          value?: Json
        }
        Relationships: [
          {
            foreignKeyName: "content_drafts_key_fkey"
            columns: ["key"]
            isOneToOne: true
            referencedRelation: "content_sections"
            referencedColumns: ["key"]
          },
          {
            foreignKeyName: "content_drafts_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      content_section_translations: {
        Row: {
          created_at: string
          id: string
          key: string
          locale: string
          published_at: string | null
          published_by: string | null
          published_source_version: number | null
          published_value: Json | null
          revision: number
          seed_hash: string | null
          source_version: number
          state: string
          updated_at: string
          updated_by: string | null
          value: Json
        }
        Insert: {
          created_at?: string
          id?: string
          key: string
          locale: string
          published_at?: string | null
          published_by?: string | null
          published_source_version?: number | null
          published_value?: Json | null
          revision?: number
          seed_hash?: string | null
          source_version: number
          state?: string
          updated_at?: string
          updated_by?: string | null
          value: Json
        }
        Update: {
          created_at?: string
          id?: string
          key?: string
          locale?: string
          published_at?: string | null
          published_by?: string | null
          published_source_version?: number | null
          published_value?: Json | null
          revision?: number
          seed_hash?: string | null
          source_version?: number
          state?: string
          updated_at?: string
          updated_by?: string | null
          value?: Json
        }
        Relationships: [
          {
            foreignKeyName: "content_section_translations_key_fkey"
            columns: ["key"]
            isOneToOne: false
            referencedRelation: "content_sections"
            referencedColumns: ["key"]
          },
          {
            foreignKeyName: "content_section_translations_published_by_fkey"
            columns: ["published_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "content_section_translations_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      content_section_versions: {
        Row: {
          id: string
          key: string
          published_at: string
          published_by: string | null
          value: Json
          version: number
        }
        Insert: {
          id?: string
          key: string
          published_at?: string
          published_by?: string | null
          value: Json
          version: number
        }
        Update: {
          id?: string
          key?: string
          published_at?: string
          published_by?: string | null
          value?: Json
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "content_section_versions_published_by_fkey"
            columns: ["published_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      content_sections: {
        Row: {
          key: string
          published: boolean
          updated_at: string
          updated_by: string | null
          value: Json
          version: number
        }
        Insert: {
          key: string
          published?: boolean
          updated_at?: string
          updated_by?: string | null
          value: Json
          version?: number
        }
        Update: {
          key?: string
          published?: boolean
          updated_at?: string
          updated_by?: string | null
          value?: Json
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "content_sections_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      deploy_hook_state: {
        Row: {
          called_at: string | null
          claimed: number
          id: string
          last_error: string | null
          last_status: number | null
          requested: number
          requested_at: string | null
        }
        Insert: {
          called_at?: string | null
          claimed?: number
          id?: string
          last_error?: string | null
          last_status?: number | null
          requested?: number
          requested_at?: string | null
        }
        Update: {
          called_at?: string | null
          claimed?: number
          id?: string
          last_error?: string | null
          last_status?: number | null
          requested?: number
          requested_at?: string | null
        }
        Relationships: []
      }
      document_drafts: {
        Row: {
          data: Json
          document_id: string
          path: string
          revision: number
          title: string
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          data: Json
          document_id: string
          path: string
          revision?: number
          title: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          data?: Json
          document_id?: string
          path?: string
          revision?: number
          title?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "document_drafts_document_id_fkey"
            columns: ["document_id"]
            isOneToOne: true
            referencedRelation: "documents"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "document_drafts_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      document_kinds: {
        Row: {
          edited_by: string[]
          kind: string
          label: string
        }
        Insert: {
          edited_by?: string[]
          kind: string
          label: string
        }
        Update: {
          edited_by?: string[]
          kind?: string
          label?: string
        }
        Relationships: []
      }
      document_links: {
        Row: {
          from_document: string
          to_document: string
        }
        Insert: {
          from_document: string
          to_document: string
        }
        Update: {
          from_document?: string
          to_document?: string
        }
        Relationships: [
          {
            foreignKeyName: "document_links_from_document_fkey"
            columns: ["from_document"]
            isOneToOne: false
            referencedRelation: "documents"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "document_links_to_document_fkey"
            columns: ["to_document"]
            isOneToOne: false
            referencedRelation: "documents"
            referencedColumns: ["id"]
          },
        ]
      }
      document_reviews: {
        Row: {
          comment: string | null
          created_at: string
          decided_at: string | null
          decided_by: string | null
          document_id: string
          draft_revision: number
          id: string
          message: string | null
          published_version: number | null
          requested_by: string | null
          scheduled_for: string | null
          state: string
          updated_at: string
        }
        Insert: {
          comment?: string | null
          created_at?: string
          decided_at?: string | null
          decided_by?: string | null
          document_id: string
          draft_revision: number
          id?: string
          message?: string | null
          published_version?: number | null
          requested_by?: string | null
          scheduled_for?: string | null
          state?: string
          updated_at?: string
        }
        Update: {
          comment?: string | null
          created_at?: string
          decided_at?: string | null
          decided_by?: string | null
          document_id?: string
          draft_revision?: number
          id?: string
          message?: string | null
          published_version?: number | null
          requested_by?: string | null
          scheduled_for?: string | null
          state?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "document_reviews_decided_by_fkey"
            columns: ["decided_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "document_reviews_document_id_fkey"
            columns: ["document_id"]
            isOneToOne: false
            referencedRelation: "documents"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "document_reviews_requested_by_fkey"
            columns: ["requested_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      document_schedules: {
        Row: {
          action: string
          created_at: string
          created_by: string | null
          data: Json | null
          document_id: string
          draft_revision: number | null
          error: string | null
          finished_at: string | null
          finished_by: string | null
          id: string
          path: string | null
          run_at: string
          status: string
          title: string | null
          version: number | null
        }
        Insert: {
          action: string
          created_at?: string
          created_by?: string | null
          data?: Json | null
          document_id: string
          draft_revision?: number | null
          error?: string | null
          finished_at?: string | null
          finished_by?: string | null
          id?: string
          path?: string | null
          run_at: string
          status?: string
          title?: string | null
          version?: number | null
        }
        Update: {
          action?: string
          created_at?: string
          created_by?: string | null
          data?: Json | null
          document_id?: string
          draft_revision?: number | null
          error?: string | null
          finished_at?: string | null
          finished_by?: string | null
          id?: string
          path?: string | null
          run_at?: string
          status?: string
          title?: string | null
          version?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "document_schedules_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "document_schedules_document_id_fkey"
            columns: ["document_id"]
            isOneToOne: false
            referencedRelation: "documents"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "document_schedules_finished_by_fkey"
            columns: ["finished_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      document_translations: {
        Row: {
          created_at: string
          data: Json
          document_id: string
          id: string
          locale: string
          path: string
          published_at: string | null
          published_by: string | null
          published_data: Json | null
          published_path: string | null
          published_source_version: number | null
          published_title: string | null
          revision: number
          seed_hash: string | null
          source_version: number
          state: string
          title: string
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          created_at?: string
          data: Json
          document_id: string
          id?: string
          locale: string
          path: string
          published_at?: string | null
          published_by?: string | null
          published_data?: Json | null
          published_path?: string | null
          published_source_version?: number | null
          published_title?: string | null
          revision?: number
          seed_hash?: string | null
          source_version: number
          state?: string
          title: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          created_at?: string
          data?: Json
          document_id?: string
          id?: string
          locale?: string
          path?: string
          published_at?: string | null
          published_by?: string | null
          published_data?: Json | null
          published_path?: string | null
          published_source_version?: number | null
          published_title?: string | null
          revision?: number
          seed_hash?: string | null
          source_version?: number
          state?: string
          title?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "document_translations_document_id_fkey"
            columns: ["document_id"]
            isOneToOne: false
            referencedRelation: "documents"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "document_translations_published_by_fkey"
            columns: ["published_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "document_translations_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      document_versions: {
        Row: {
          data: Json
          document_id: string
          id: string
          path: string
          published_at: string
          published_by: string | null
          title: string
          version: number
        }
        Insert: {
          data: Json
          document_id: string
          id?: string
          path: string
          published_at?: string
          published_by?: string | null
          title: string
          version: number
        }
        Update: {
          data?: Json
          document_id?: string
          id?: string
          path?: string
          published_at?: string
          published_by?: string | null
          title?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "document_versions_document_id_fkey"
            columns: ["document_id"]
            isOneToOne: false
            referencedRelation: "documents"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "document_versions_published_by_fkey"
            columns: ["published_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      documents: {
        Row: {
          collection: string
          created_at: string
          created_by: string | null
          deleted_at: string | null
          deleted_by: string | null
          id: string
          path: string
          published_at: string | null
          published_by: string | null
          published_data: Json | null
          seed_hash: string | null
          title: string
          unpublished_at: string | null
          updated_at: string
          updated_by: string | null
          version: number
        }
        Insert: {
          collection: string
          created_at?: string
          created_by?: string | null
          deleted_at?: string | null
          deleted_by?: string | null
          id?: string
          path: string
          published_at?: string | null
          published_by?: string | null
          published_data?: Json | null
          seed_hash?: string | null
          title: string
          unpublished_at?: string | null
          updated_at?: string
          updated_by?: string | null
          version?: number
        }
        Update: {
          collection?: string
          created_at?: string
          created_by?: string | null
          deleted_at?: string | null
          deleted_by?: string | null
          id?: string
          path?: string
          published_at?: string | null
          published_by?: string | null
          published_data?: Json | null
          seed_hash?: string | null
          title?: string
          unpublished_at?: string | null
          updated_at?: string
          updated_by?: string | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "documents_collection_fkey"
            columns: ["collection"]
            isOneToOne: false
            referencedRelation: "document_kinds"
            referencedColumns: ["kind"]
          },
          {
            foreignKeyName: "documents_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "documents_deleted_by_fkey"
            columns: ["deleted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "documents_published_by_fkey"
            columns: ["published_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "documents_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      lead_files: {
        Row: {
          created_at: string
          file_name: string
          id: string
          lead_id: string
          mime_type: string
          object_name: string
          size_bytes: number
          word_count: number | null
        }
        Insert: {
          created_at?: string
          file_name: string
          id?: string
          lead_id: string
          mime_type: string
          object_name: string
          size_bytes: number
          word_count?: number | null
        }
        Update: {
          created_at?: string
          file_name?: string
          id?: string
          lead_id?: string
          mime_type?: string
          object_name?: string
          size_bytes?: number
          word_count?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "lead_files_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
        ]
      }
      lead_note_revisions: {
        Row: {
          action: string
          body: string
          changed_at: string
          changed_by: string | null
          id: number
          lead_id: string
          note_id: string
        }
        Insert: {
          action: string
          body: string
          changed_at?: string
          changed_by?: string | null
          id?: never
          lead_id: string
          note_id: string
        }
        Update: {
          action?: string
          body?: string
          changed_at?: string
          changed_by?: string | null
          id?: never
          lead_id?: string
          note_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "lead_note_revisions_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
        ]
      }
      lead_notes: {
        Row: {
          author: string | null
          body: string
          created_at: string
          id: string
          lead_id: string
          updated_at: string
        }
        Insert: {
          author?: string | null
          body: string
          created_at?: string
          id?: string
          lead_id: string
          updated_at?: string
        }
        Update: {
          author?: string | null
          body?: string
          created_at?: string
          id?: string
          lead_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "lead_notes_author_fkey"
            columns: ["author"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "lead_notes_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
        ]
      }
      lead_reads: {
        Row: {
          lead_id: string
          read_at: string
          user_id: string
        }
        Insert: {
          lead_id: string
          read_at?: string
          user_id?: string
        }
        Update: {
          lead_id?: string
          read_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "lead_reads_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "lead_reads_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      lead_submission_events: {
        Row: {
          client_ip: string
          created_at: string
          id: number
        }
        Insert: {
          client_ip: string
          created_at?: string
          id?: never
        }
        Update: {
          client_ip?: string
          created_at?: string
          id?: never
        }
        Relationships: []
      }
      leads: {
        Row: {
          assignee: string | null
          company: string | null
          consent_text: string
          consent_version: string
          consented_at: string
          created_at: string
          details: Json
          email: string
          estimate: Json | null
          id: string
          locale: string
          name: string
          page_path: string
          phone: string | null
          reference: string
          search: unknown | null
          status: string
          submission_id: string
          type: string
          updated_at: string
        }
        Insert: {
          assignee?: string | null
          company?: string | null
          consent_text: string
          consent_version: string
          consented_at: string
          created_at?: string
          details: Json
          email: string
          estimate?: Json | null
          id?: string
          locale?: string
          name: string
          page_path: string
          phone?: string | null
          reference: string
          search?: never
          status?: string
          submission_id: string
          type: string
          updated_at?: string
        }
        Update: {
          assignee?: string | null
          company?: string | null
          consent_text?: string
          consent_version?: string
          consented_at?: string
          created_at?: string
          details?: Json
          email?: string
          estimate?: Json | null
          id?: string
          locale?: string
          name?: string
          page_path?: string
          phone?: string | null
          reference?: string
          search?: never
          status?: string
          submission_id?: string
          type?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "leads_assignee_fkey"
            columns: ["assignee"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      link_check_ignores: {
        Row: {
          created_at: string
          created_by: string | null
          id: string
          match: string
          reason: string
          target: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          id?: string
          match?: string
          reason: string
          target: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          id?: string
          match?: string
          reason?: string
          target?: string
        }
        Relationships: [
          {
            foreignKeyName: "link_check_ignores_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      link_check_results: {
        Row: {
          checked_at: string
          detail: string | null
          document_id: string
          duration_ms: number | null
          field: string
          final_target: string | null
          http_status: number | null
          id: string
          link_kind: string
          run_id: string | null
          status: string
          target: string
        }
        Insert: {
          checked_at?: string
          detail?: string | null
          document_id: string
          duration_ms?: number | null
          field: string
          final_target?: string | null
          http_status?: number | null
          id?: string
          link_kind: string
          run_id?: string | null
          status: string
          target: string
        }
        Update: {
          checked_at?: string
          detail?: string | null
          document_id?: string
          duration_ms?: number | null
          field?: string
          final_target?: string | null
          http_status?: number | null
          id?: string
          link_kind?: string
          run_id?: string | null
          status?: string
          target?: string
        }
        Relationships: [
          {
            foreignKeyName: "link_check_results_document_id_fkey"
            columns: ["document_id"]
            isOneToOne: false
            referencedRelation: "documents"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "link_check_results_run_id_fkey"
            columns: ["run_id"]
            isOneToOne: false
            referencedRelation: "link_check_runs"
            referencedColumns: ["id"]
          },
        ]
      }
      link_check_runs: {
        Row: {
          document_id: string | null
          error: string | null
          finished_at: string | null
          id: string
          links_checked: number | null
          reason: string
          requested_at: string
          requested_by: string | null
          scope: string
          started_at: string | null
        }
        Insert: {
          document_id?: string | null
          error?: string | null
          finished_at?: string | null
          id?: string
          links_checked?: number | null
          reason: string
          requested_at?: string
          requested_by?: string | null
          scope: string
          started_at?: string | null
        }
        Update: {
          document_id?: string | null
          error?: string | null
          finished_at?: string | null
          id?: string
          links_checked?: number | null
          reason?: string
          requested_at?: string
          requested_by?: string | null
          scope?: string
          started_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "link_check_runs_document_id_fkey"
            columns: ["document_id"]
            isOneToOne: false
            referencedRelation: "documents"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "link_check_runs_requested_by_fkey"
            columns: ["requested_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      media: {
        Row: {
          alt_text: string | null
          created_at: string
          created_by: string | null
          decorative: boolean
          file_name: string
          focal_x: number
          focal_y: number
          height: number
          id: string
          mime_type: string
          object_path: string
          size_bytes: number
          updated_at: string
          updated_by: string | null
          width: number
        }
        Insert: {
          alt_text?: string | null
          created_at?: string
          created_by?: string | null
          decorative?: boolean
          file_name: string
          focal_x?: number
          focal_y?: number
          height: number
          id?: string
          mime_type: string
          object_path: string
          size_bytes: number
          updated_at?: string
          updated_by?: string | null
          width: number
        }
        Update: {
          alt_text?: string | null
          created_at?: string
          created_by?: string | null
          decorative?: boolean
          file_name?: string
          focal_x?: number
          focal_y?: number
          height?: number
          id?: string
          mime_type?: string
          object_path?: string
          size_bytes?: number
          updated_at?: string
          updated_by?: string | null
          width?: number
        }
        Relationships: [
          {
            foreignKeyName: "media_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "media_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      mfa_reset_requests: {
        Row: {
          created_at: string
          decided_at: string | null
          decided_by: string | null
          email: string
          expires_at: string
          id: string
          reason: string | null
          requested_ip: string
          status: string
          user_id: string
        }
        Insert: {
          created_at?: string
          decided_at?: string | null
          decided_by?: string | null
          email: string
          expires_at?: string
          id?: string
          reason?: string | null
          requested_ip?: string
          status?: string
          user_id: string
        }
        Update: {
          created_at?: string
          decided_at?: string | null
          decided_by?: string | null
          email?: string
          expires_at?: string
          id?: string
          reason?: string | null
          requested_ip?: string
          status?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "mfa_reset_requests_decided_by_fkey"
            columns: ["decided_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mfa_reset_requests_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      office_closed_days: {
        Row: {
          day: string
          name: string
        }
        Insert: {
          day: string
          name: string
        }
        Update: {
          day?: string
          name?: string
        }
        Relationships: []
      }
      page_visits: {
        Row: {
          day: string
          document_id: string
          locale: string
          visits: number
        }
        Insert: {
          day?: string
          document_id: string
          locale: string
          visits?: number
        }
        Update: {
          day?: string
          document_id?: string
          locale?: string
          visits?: number
        }
        Relationships: [
          {
            foreignKeyName: "page_visits_document_id_fkey"
            columns: ["document_id"]
            isOneToOne: false
            referencedRelation: "documents"
            referencedColumns: ["id"]
          },
        ]
      }
      private_settings: {
        Row: {
          key: string
          updated_at: string
          updated_by: string | null
          value: Json
        }
        Insert: {
          key: string
          updated_at?: string
          updated_by?: string | null
          value: Json
        }
        Update: {
          key?: string
          updated_at?: string
          updated_by?: string | null
          value?: Json
        }
        Relationships: [
          {
            foreignKeyName: "private_settings_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      profiles: {
        Row: {
          created_at: string
          display_name: string | null
          id: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          display_name?: string | null
          id: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          display_name?: string | null
          id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "profiles_id_fkey"
            columns: ["id"]
            isOneToOne: true
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      redirects: {
        Row: {
          created_at: string
          created_by: string | null
          hit_count: number
          id: string
          last_hit_at: string | null
          match: string
          origin: string
          source: string
          status: number
          target: string
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          hit_count?: number
          id?: string
          last_hit_at?: string | null
          match?: string
          origin?: string
          source: string
          status?: number
          target: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          created_at?: string
          created_by?: string | null
          hit_count?: number
          id?: string
          last_hit_at?: string | null
          match?: string
          origin?: string
          source?: string
          status?: number
          target?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "redirects_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "redirects_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      release_note_reads: {
        Row: {
          last_read_at: string
          user_id: string
        }
        Insert: {
          last_read_at?: string
          user_id?: string
        }
        Update: {
          last_read_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "release_note_reads_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      release_notes: {
        Row: {
          body: string
          created_by: string | null
          id: string
          published_at: string
          released_on: string
          title: string
          updated_at: string
          updated_by: string | null
          version: string
        }
        Insert: {
          body: string
          created_by?: string | null
          id?: string
          published_at?: string
          released_on?: string
          title: string
          updated_at?: string
          updated_by?: string | null
          version: string
        }
        Update: {
          body?: string
          created_by?: string | null
          id?: string
          published_at?: string
          released_on?: string
          title?: string
          updated_at?: string
          updated_by?: string | null
          version?: string
        }
        Relationships: [
          {
            foreignKeyName: "release_notes_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "release_notes_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      search_entries: {
        Row: {
          body: string
          body_part_vectors: unknown[]
          body_parts: string[]
          document: unknown
          document_id: string
          heading_document: unknown
          headings: string
          id: string
          indexed_at: string
          kind: string
          locale: string
          path: string
          section: string
          title: string
        }
        Insert: {
          body: string
          body_part_vectors?: unknown[]
          body_parts?: string[]
          document: unknown
          document_id: string
          heading_document: unknown
          headings: string
          id?: string
          indexed_at?: string
          kind: string
          locale: string
          path: string
          section: string
          title: string
        }
        Update: {
          body?: string
          body_part_vectors?: unknown[]
          body_parts?: string[]
          document?: unknown
          document_id?: string
          heading_document?: unknown
          headings?: string
          id?: string
          indexed_at?: string
          kind?: string
          locale?: string
          path?: string
          section?: string
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "search_entries_document_id_fkey"
            columns: ["document_id"]
            isOneToOne: false
            referencedRelation: "documents"
            referencedColumns: ["id"]
          },
        ]
      }
      search_queries: {
        Row: {
          day: string
          id: string
          locale: string
          opened: boolean
          query: string
          results: number
        }
        Insert: {
          day?: string
          id?: string
          locale: string
          opened?: boolean
          query: string
          results: number
        }
        Update: {
          day?: string
          id?: string
          locale?: string
          opened?: boolean
          query?: string
          results?: number
        }
        Relationships: []
      }
      search_synonyms: {
        Row: {
          created_at: string
          id: string
          locale: string | null
          terms: string[]
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          created_at?: string
          id?: string
          locale?: string | null
          terms: string[]
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          created_at?: string
          id?: string
          locale?: string | null
          terms?: string[]
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "search_synonyms_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      search_words: {
        Row: {
          locale: string
          trigrams: string[]
          word: string
        }
        Insert: {
          locale: string
          trigrams: string[]
          word: string
        }
        Update: {
          locale?: string
          trigrams?: string[]
          word?: string
        }
        Relationships: []
      }
      security_settings: {
        Row: {
          admins_require_phishing_resistant_factor: boolean
          id: string
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          admins_require_phishing_resistant_factor?: boolean
          id?: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          admins_require_phishing_resistant_factor?: boolean
          id?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "security_settings_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      site_settings: {
        Row: {
          key: string
          updated_at: string
          updated_by: string | null
          value: Json
        }
        Insert: {
          key: string
          updated_at?: string
          updated_by?: string | null
          value: Json
        }
        Update: {
          key?: string
          updated_at?: string
          updated_by?: string | null
          value?: Json
        }
        Relationships: [
          {
            foreignKeyName: "site_settings_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      staff_language_roles: {
        Row: {
          granted_at: string
          granted_by: string | null
          locale: string
          role: string
          user_id: string
        }
        Insert: {
          granted_at?: string
          granted_by?: string | null
          locale: string
          role: string
          user_id: string
        }
        Update: {
          granted_at?: string
          granted_by?: string | null
          locale?: string
          role?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "staff_language_roles_granted_by_fkey"
            columns: ["granted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "staff_language_roles_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      translation_memory: {
        Row: {
          approved_at: string
          approved_by: string | null
          context_hash: string | null
          document_id: string | null
          field: string | null
          id: string
          section_key: string | null
          source: string
          source_hash: string
          source_locale: string
          target: string
          target_locale: string
        }
        Insert: {
          approved_at?: string
          approved_by?: string | null
          context_hash?: string | null
          document_id?: string | null
          field?: string | null
          id?: string
          section_key?: string | null
          source: string
          source_hash: string
          source_locale?: string
          target: string
          target_locale: string
        }
        Update: {
          approved_at?: string
          approved_by?: string | null
          context_hash?: string | null
          document_id?: string | null
          field?: string | null
          id?: string
          section_key?: string | null
          source?: string
          source_hash?: string
          source_locale?: string
          target?: string
          target_locale?: string
        }
        Relationships: [
          {
            foreignKeyName: "translation_memory_approved_by_fkey"
            columns: ["approved_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "translation_memory_document_id_fkey"
            columns: ["document_id"]
            isOneToOne: false
            referencedRelation: "documents"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "translation_memory_section_key_fkey"
            columns: ["section_key"]
            isOneToOne: false
            referencedRelation: "content_sections"
            referencedColumns: ["key"]
          },
        ]
      }
      translation_rates: {
        Row: {
          currency: string
          id: string
          minimum_fee: number
          price_per_word_max: number
          price_per_word_min: number
          service: string
          source_language: string
          target_language: string
          updated_at: string
          updated_by: string | null
          words_per_day: number
        }
        Insert: {
          currency?: string
          id?: string
          minimum_fee?: number
          price_per_word_max: number
          price_per_word_min: number
          service: string
          source_language?: string
          target_language?: string
          updated_at?: string
          updated_by?: string | null
          words_per_day: number
        }
        Update: {
          currency?: string
          id?: string
          minimum_fee?: number
          price_per_word_max?: number
          price_per_word_min?: number
          service?: string
          source_language?: string
          target_language?: string
          updated_at?: string
          updated_by?: string | null
          words_per_day?: number
        }
        Relationships: [
          {
            foreignKeyName: "translation_rates_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      translation_section_sync_queue: {
        Row: {
          actor: string | null
          queued_at: string
          section_key: string
          version: number
        }
        Insert: {
          actor?: string | null
          queued_at?: string
          section_key: string
          version: number
        }
        Update: {
          actor?: string | null
          queued_at?: string
          section_key?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "translation_section_sync_queue_actor_fkey"
            columns: ["actor"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "translation_section_sync_queue_section_key_fkey"
            columns: ["section_key"]
            isOneToOne: true
            referencedRelation: "content_sections"
            referencedColumns: ["key"]
          },
        ]
      }
      translation_segments: {
        Row: {
          created_at: string
          document_id: string | null
          field: string
          id: string
          locale: string
          machine_confirmed_by: string | null
          match_percent: number | null
          ordinal: number
          origin: string | null
          position: number
          qa: Json
          review_comment: string | null
          revision: number
          section_key: string | null
          separator: string
          source: string
          source_hash: string
          state: string
          tags: Json
          target: string
          updated_at: string
          updated_by: string | null
          words: number
        }
        Insert: {
          created_at?: string
          document_id?: string | null
          field: string
          id?: string
          locale: string
          machine_confirmed_by?: string | null
          match_percent?: number | null
          ordinal: number
          origin?: string | null
          position?: number
          qa?: Json
          review_comment?: string | null
          revision?: number
          section_key?: string | null
          separator?: string
          source: string
          source_hash: string
          state?: string
          tags?: Json
          target?: string
          updated_at?: string
          updated_by?: string | null
          words?: number
        }
        Update: {
          created_at?: string
          document_id?: string | null
          field?: string
          id?: string
          locale?: string
          machine_confirmed_by?: string | null
          match_percent?: number | null
          ordinal?: number
          origin?: string | null
          position?: number
          qa?: Json
          review_comment?: string | null
          revision?: number
          section_key?: string | null
          separator?: string
          source?: string
          source_hash?: string
          state?: string
          tags?: Json
          target?: string
          updated_at?: string
          updated_by?: string | null
          words?: number
        }
        Relationships: [
          {
            foreignKeyName: "translation_segments_document_id_fkey"
            columns: ["document_id"]
            isOneToOne: false
            referencedRelation: "documents"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "translation_segments_machine_confirmed_by_fkey"
            columns: ["machine_confirmed_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "translation_segments_section_key_fkey"
            columns: ["section_key"]
            isOneToOne: false
            referencedRelation: "content_sections"
            referencedColumns: ["key"]
          },
          {
            foreignKeyName: "translation_segments_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      translation_sync_queue: {
        Row: {
          actor: string | null
          document_id: string
          queued_at: string
          version: number
        }
        Insert: {
          actor?: string | null
          document_id: string
          queued_at?: string
          version: number
        }
        Update: {
          actor?: string | null
          document_id?: string
          queued_at?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "translation_sync_queue_actor_fkey"
            columns: ["actor"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "translation_sync_queue_document_id_fkey"
            columns: ["document_id"]
            isOneToOne: true
            referencedRelation: "documents"
            referencedColumns: ["id"]
          },
        ]
      }
      translation_terms: {
        Row: {
          approved: Json
          en: string[]
          forbidden: Json
          id: string
          note: string | null
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          approved?: Json
          en: string[]
          forbidden?: Json
          id?: string
          note?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          approved?: Json
          en?: string[]
          forbidden?: Json
          id?: string
          note?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "translation_terms_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      lead_inbox_counts: {
        Row: {
          status: string | null
          total: number | null
          type: string | null
          unread: number | null
        }
        Relationships: []
      }
    }
    Functions: {
      admin_factor_policy_met: { Args: { p_user_id: string }; Returns: boolean }
      admin_factor_requirement: { Args: never; Returns: { caller_has_factor: boolean; caller_must_add_factor: boolean; caller_must_verify_factor: boolean; required: boolean }[] }
      admin_search: { Args: { per_group?: number; q?: string }; Returns: { category: string; detail: string; id: string; kind: string; locale: string; status: string; title: string }[] }
      admin_search_literal: { Args: { p_text: string }; Returns: string }
      admin_search_prefix_query: { Args: { p_text: string }; Returns: unknown }
      admin_search_users: { Args: { p_limit: number; p_text: string }; Returns: { detail: string; id: string; status: string; title: string }[] }
      admin_session_policy_met: { Args: { p_amr: Json; p_user_id: string }; Returns: boolean }
      amr_is_phishing_resistant: { Args: { p_amr: Json }; Returns: boolean }
      applied_migrations: { Args: never; Returns: { applied_at: string; name: string; version: string }[] }
      apply_content_section_translation_seed: { Args: { p_translations: Json }; Returns: { key: string; locale: string; outcome: string }[] }
      apply_document_seed: { Args: { p_documents: Json }; Returns: { document_id: string; document_path: string; outcome: string }[] }
      apply_section_segment_seed: { Args: { p_entries: Json }; Returns: number }
      apply_translation_seed: { Args: { p_translations: Json }; Returns: { document_id: string; locale: string; outcome: string; translation_path: string }[] }
      apply_translation_segment_seed: { Args: { p_entries: Json }; Returns: number }
      approve_translation_segment: { Args: { p_confirm_machine?: boolean; p_id: string; p_overrides?: Json; p_revision: number }; Returns: number }
      audit_document_action: { Args: { p_action: string; p_actor: string; p_document: unknown; p_new: Json; p_old: Json }; Returns: undefined }
      audit_document_review: { Args: { p_action: string; p_actor: string; p_review: unknown }; Returns: undefined }
      audit_events: { Args: never; Returns: { action: string; actor_email: string; actor_id: string; actor_role: string; details: Json; id: string; ip_address: string; new_data: Json; occurred_at: string; old_data: Json; source: string; target_id: string; target_label: string; target_type: string; user_agent: string }[] }
      audit_segment_action: { Args: { p_action: string; p_actor: string; p_new: Json; p_old: Json; p_segment: unknown }; Returns: undefined }
      audit_translation_action: { Args: { p_action: string; p_actor: string; p_new: Json; p_old: Json; p_translation: unknown }; Returns: undefined }
      can_edit_document: { Args: { document_id: string }; Returns: boolean }
      can_edit_document_kind: { Args: { kind: string }; Returns: boolean }
      can_read_lead_type: { Args: { lead_type: string }; Returns: boolean }
      can_review: { Args: { p_locale: string }; Returns: boolean }
      can_translate: { Args: { p_locale: string }; Returns: boolean }
      cancel_document_schedule: { Args: { p_action: string; p_id: string }; Returns: undefined }
      check_content_unchanged: { Args: { p_expected_revision: number; p_expected_version: number; p_key: string }; Returns: undefined }
      check_document_unchanged: { Args: { p_doc: unknown; p_expected_revision: number; p_expected_version: number }; Returns: undefined }
      check_site_setting: { Args: { setting_key: string; setting_value: Json }; Returns: boolean }
      check_translation_unchanged: { Args: { p_expected_revision: number; p_translation: unknown }; Returns: undefined }
      claim_deploy_hook: { Args: { p_quiet_ms: number }; Returns: Json }
      consultation_slot_problem: { Args: { at?: string; slot: string }; Returns: string }
      content_section_history: { Args: { p_key: string }; Returns: { published_at: string; published_by_name: string; value: Json; version: number }[] }
      content_section_is_live: { Args: { p_key: string }; Returns: boolean }
      content_section_label: { Args: { p_key: string }; Returns: { path: string; title: string }[] }
      content_section_overview: { Args: never; Returns: { draft_revision: number; draft_updated_at: string; draft_updated_by_name: string; key: string; published: boolean; updated_at: string; updated_by_name: string; version: number }[] }
      content_section_translations_of: { Args: { p_key: string }; Returns: { locale: string; outdated: boolean; published_at: string; published_value: Json; revision: number; source_version: number; state: string; updated_at: string; value: Json }[] }
      create_document: { Args: { p_collection: string; p_data?: Json; p_path: string; p_title: string }; Returns: string }
      dashboard_activity: { Args: { days?: number; time_zone?: string }; Returns: { changes: number; client_errors: number; day: string; sign_ins: number }[] }
      dashboard_figures: { Args: never; Returns: { admins: number; changes_week: number; client_errors_week: number; contributors: number; editors: number; recruiters: number; translators: number }[] }
      dashboard_leads_by_week: { Args: { time_zone?: string; weeks?: number }; Returns: { leads: number; week_start: string }[] }
      dashboard_new_leads: { Args: never; Returns: { leads: number; type: string }[] }
      defer_search_index: { Args: never; Returns: undefined }
      deploy_hook_url: { Args: never; Returns: string }
      document_editor_role: { Args: never; Returns: string }
      document_for_edit: { Args: { p_id: string; p_role: string }; Returns: { collection: string; created_at: string; created_by: string | null; deleted_at: string | null; deleted_by: string | null; id: string; path: string; published_at: string | null; published_by: string | null; published_data: Json | null; seed_hash: string | null; title: string; unpublished_at: string | null; updated_at: string; updated_by: string | null; version: number } }
      document_for_translation: { Args: { p_actor: string; p_document: string; p_locale: string }; Returns: { collection: string; created_at: string; created_by: string | null; deleted_at: string | null; deleted_by: string | null; id: string; path: string; published_at: string | null; published_by: string | null; published_data: Json | null; seed_hash: string | null; title: string; unpublished_at: string | null; updated_at: string; updated_by: string | null; version: number } }
      document_history: { Args: { p_id: string }; Returns: { data: Json; path: string; published_at: string; published_by_name: string; title: string; version: number }[] }
      document_is_live: { Args: { p_document: string }; Returns: boolean }
      document_link_targets: { Args: { data: Json }; Returns: string[] }
      document_overview: { Args: { p_collection?: string; p_search?: string; p_trash?: boolean }; Returns: { collection: string; deleted_at: string; draft_revision: number; id: string; path: string; published_at: string; status: string; title: string; updated_at: string; updated_by_name: string; version: number }[] }
      document_review_overview: { Args: { p_document?: string; p_open_only?: boolean }; Returns: { collection: string; comment: string; created_at: string; decided_at: string; decided_by_name: string; document_id: string; document_path: string; document_title: string; draft_revision: number; id: string; message: string; published_version: number; requested_by: string; requested_by_name: string; scheduled_for: string; state: string }[] }
      document_reviewer_emails: { Args: { p_document: string; p_requester: string }; Returns: { display_name: string; email: string }[] }
      document_schedule_overview: { Args: never; Returns: { action: string; collection: string; document_id: string; error: string; finished_at: string; id: string; path: string; run_at: string; scheduled_by_name: string; status: string; title: string }[] }
      document_seed_hash: { Args: { p_data: Json; p_path: string; p_title: string }; Returns: string }
      document_translations_of: { Args: { p_document: string }; Returns: { data: Json; document_id: string; id: string; live: boolean; locale: string; outdated: boolean; path: string; published_at: string; published_data: Json; published_path: string; published_source_version: number; published_title: string; revision: number; source_version: number; state: string; title: string; updated_at: string; updated_by_name: string }[] }
      duplicate_document: { Args: { p_id: string }; Returns: string }
      enable_audit: { Args: { key_column?: string; label_column?: string; target: string }; Returns: undefined }
      erase_lead_person: { Args: { person_email: string }; Returns: number }
      export_lead_person: { Args: { person_email: string }; Returns: Json }
      has_phishing_resistant_factor: { Args: { p_user_id: string }; Returns: boolean }
      has_staff_role: { Args: never; Returns: boolean }
      import_translation_units: { Args: { p_file_name: string; p_locale: string; p_refused?: number; p_skipped?: number; p_units: Json }; Returns: Json }
      index_deferred_documents: { Args: never; Returns: number }
      is_admin: { Args: never; Returns: boolean }
      is_contributor: { Args: never; Returns: boolean }
      is_forms_by_locale: { Args: { p_forms: Json }; Returns: boolean }
      is_staff: { Args: never; Returns: boolean }
      lead_assignees: { Args: never; Returns: { email: string; id: string; name: string; role: string }[] }
      lead_details_valid: { Args: { details: Json; lead_type: string }; Returns: boolean }
      lead_estimate_valid: { Args: { estimate: Json }; Returns: boolean }
      lead_optional_text: { Args: { max_length: number; value: Json }; Returns: boolean }
      lead_reference_prefix: { Args: { lead_type: string }; Returns: string }
      lead_text: { Args: { max_length: number; value: Json }; Returns: boolean }
      lead_text_list: { Args: { max_items: number; min_items: number; value: Json }; Returns: boolean }
      link_check_report: { Args: never; Returns: { checked_at: string; detail: string; document_id: string; document_kind: string; document_path: string; document_title: string; duration_ms: number; field: string; final_target: string; http_status: number; id: string; ignore_id: string; ignore_match: string; ignore_reason: string; ignore_target: string; link_kind: string; status: string; target: string }[] }
      log_translation_export: { Args: { p_documents: string[]; p_file_name: string; p_locale: string; p_sections?: string[]; p_units: number }; Returns: undefined }
      mark_release_notes_read: { Args: never; Returns: undefined }
      media_documents: { Args: { p_media: string }; Returns: { id: string; live: boolean; path: string; title: string }[] }
      media_in_use: { Args: { p_media: string }; Returns: boolean }
      media_is_default_social_image: { Args: { p_media: string }; Returns: boolean }
      media_is_live: { Args: { p_media: string }; Returns: boolean }
      media_usage: { Args: { p_media: string }; Returns: { id: string; live: boolean; path: string; title: string }[] }
      merge_unit_segments: { Args: { p_actor: string; p_document: string; p_section: string; p_segments: Json }; Returns: { added: number; kept: number; locale: string; outdated: number; prefilled: number; removed: number }[] }
      most_visited_pages: { Args: { locale?: string; page_limit?: number }; Returns: { path: string; title: string }[] }
      note_for_deferred_search_index: { Args: { p_document: string; p_scope: string }; Returns: boolean }
      orphan_uploads: { Args: { older_than?: string }; Returns: string[] }
      prune_lead_submission_events: { Args: never; Returns: number }
      prune_link_check_runs: { Args: { p_now?: string }; Returns: number }
      prune_page_visits: { Args: never; Returns: number }
      prune_search_queries: { Args: never; Returns: number }
      prune_trashed_documents: { Args: never; Returns: number }
      publish_content_section: { Args: { p_expected_revision: number; p_expected_version: number; p_key: string; p_value: Json }; Returns: number }
      publish_content_section_translation: { Args: { p_actor: string; p_expected_revision: number; p_key: string; p_locale: string }; Returns: number }
      publish_document: { Args: { p_actor: string; p_data: Json; p_expected_revision: number; p_expected_version: number; p_id: string; p_path: string; p_restored_from?: number; p_title: string }; Returns: number }
      publish_document_translation: { Args: { p_actor: string; p_document: string; p_expected_revision: number; p_locale: string }; Returns: number }
      readable_lead_types: { Args: never; Returns: unknown[] }
      record_audit_event: { Args: { action: string; actor_email?: string; actor_id?: string; actor_role?: string; ip_address?: string; new_data?: Json; old_data?: Json; target_id?: string; target_label?: string; target_type: string; user_agent?: string }; Returns: number }
      record_auth_audit_event: { Args: { action: string; actor?: string; log_type: string; traits?: Json }; Returns: string }
      record_deploy_hook_call: { Args: { p_error: string; p_status: number }; Returns: undefined }
      record_lead_file_opened: { Args: { file_id: string; how?: string }; Returns: undefined }
      record_page_visits: { Args: { p_visits: Json }; Returns: undefined }
      record_redirect_hits: { Args: { p_hits: Json }; Returns: undefined }
      record_site_search: { Args: { locale?: string; q?: string }; Returns: string }
      redirect_overview: { Args: never; Returns: { created_at: string; created_by_name: string; hit_count: number; id: string; last_hit_at: string; match: string; origin: string; source: string; status: number; target: string; target_is_page: boolean }[] }
      redirect_source_reserved: { Args: { p_source: string }; Returns: boolean }
      refresh_document_links: { Args: { p_id: string }; Returns: undefined }
      refresh_search_entries: { Args: { p_document: string }; Returns: undefined }
      refresh_search_entries_of: { Args: { p_documents: string[]; p_locales?: string[] }; Returns: undefined }
      refuse_bad_qa_failures: { Args: { p_failures: Json }; Returns: undefined }
      refuse_contributor: { Args: { p_role: string; p_what: string }; Returns: undefined }
      refuse_linked_document: { Args: { p_doc: unknown }; Returns: undefined }
      refuse_schedule_time: { Args: { p_run_at: string }; Returns: undefined }
      refuse_taken_path: { Args: { p_id: string; p_path: string }; Returns: undefined }
      refuse_trashed_document: { Args: { p_doc: unknown }; Returns: undefined }
      refuse_unknown_section_translation: { Args: { p_key: string; p_locale: string }; Returns: undefined }
      refuse_unknown_translation_locale: { Args: { p_locale: string }; Returns: undefined }
      remember_segment: { Args: { p_actor: string; p_segment: unknown }; Returns: undefined }
      reorder_client_logos: { Args: { ids: string[] }; Returns: undefined }
      report_client_error: { Args: { component_stack?: string; kind: string; message: string; release?: string; stack?: string; url?: string }; Returns: string }
      request_document_review: { Args: { p_actor: string; p_id: string; p_message: string }; Returns: { document_path: string; document_title: string; id: string; requested_by_name: string }[] }
      request_header: { Args: { name: string }; Returns: string }
      request_ip: { Args: never; Returns: string }
      request_link_check: { Args: never; Returns: string }
      request_mfa_reset: { Args: { reason?: string }; Returns: { created_at: string; decided_at: string | null; decided_by: string | null; email: string; expires_at: string; id: string; reason: string | null; requested_ip: string; status: string; user_id: string } }
      request_role: { Args: never; Returns: string }
      request_translation_sync: { Args: never; Returns: undefined }
      require_staff: { Args: never; Returns: undefined }
      restore_document: { Args: { p_id: string }; Returns: undefined }
      role_edits_document_kind: { Args: { kind: string; staff_role: string }; Returns: boolean }
      run_due_document_schedules: { Args: { p_now?: string }; Returns: number }
      run_due_document_schedules_and_build: { Args: { p_now?: string }; Returns: number }
      save_content_draft: { Args: { p_expected_revision: number; p_expected_version: number; p_key: string; p_value: Json }; Returns: number }
      save_content_section_translation: { Args: { p_expected_revision: number; p_key: string; p_locale: string; p_value: Json }; Returns: number }
      save_document_draft: { Args: { p_data: Json; p_expected_revision: number; p_expected_version: number; p_id: string; p_path: string; p_title: string }; Returns: number }
      save_document_translation: { Args: { p_data: Json; p_document: string; p_expected_revision: number; p_locale: string; p_path: string; p_title: string }; Returns: number }
      save_machine_drafts: { Args: { p_document: string; p_drafts: Json; p_locale: string }; Returns: number }
      save_section_machine_drafts: { Args: { p_drafts: Json; p_locale: string; p_section: string }; Returns: number }
      save_translation_segment: { Args: { p_failures?: Json; p_id: string; p_revision: number; p_target: string }; Returns: number }
      save_unit_machine_drafts: { Args: { p_document: string; p_drafts: Json; p_locale: string; p_section: string }; Returns: number }
      schedule_document_publish: { Args: { p_actor: string; p_data: Json; p_expected_revision: number; p_expected_version: number; p_id: string; p_path: string; p_run_at: string; p_title: string }; Returns: string }
      schedule_document_unpublish: { Args: { p_id: string; p_run_at: string }; Returns: string }
      search_closest_words: { Args: { p_limit?: number; p_locale: string; p_word: string }; Returns: unknown[] }
      search_config: { Args: { p_locale: string }; Returns: unknown }
      search_fold: { Args: { p_word: string }; Returns: string }
      search_insights: { Args: { only_locale?: string; period_days?: number }; Returns: { list: string; locale: string; no_results: number; opened: number; query: string; searches: number }[] }
      search_kind_indexed: { Args: { p_kind: string }; Returns: boolean }
      search_letters: { Args: { p_word: string }; Returns: string }
      search_normalise: { Args: { p_query: string }; Returns: string }
      search_parents: { Args: { p_locale: string; p_path: string }; Returns: unknown[] }
      search_passage: { Args: { p_locale: string; p_query: unknown; p_text: string }; Returns: Json }
      search_query: { Args: { p_locale: string; p_query: string }; Returns: unknown[] }
      search_result_opened: { Args: { search_id: string }; Returns: undefined }
      search_section: { Args: { p_kind: string }; Returns: string }
      search_similarity: { Args: { p_a: string; p_b: string }; Returns: number }
      search_site: { Args: { locale?: string; q?: string; result_limit?: number; result_offset?: number }; Returns: { document_id: string; kind: string; parents: string[]; passage: Json; path: string; rank: number; section: string; title: string; total: number; total_capped: boolean }[] }
      search_suggestions: { Args: { locale?: string; q?: string }; Returns: unknown[] }
      search_synonyms_of: { Args: { p_locale: string; p_word: string }; Returns: unknown[] }
      search_terms_valid: { Args: { p_terms: string[] }; Returns: boolean }
      search_text_of: { Args: { p_data: Json }; Returns: { body: string; headings: string } }
      search_trigram_similarity: { Args: { p_a: string[]; p_b: string[] }; Returns: number }
      search_trigrams: { Args: { p_word: string }; Returns: unknown[] }
      search_typo_method: { Args: never; Returns: string }
      section_is_translated: { Args: { p_key: string }; Returns: boolean }
      section_segments_for: { Args: { p_locale: string; p_section: string }; Returns: { document_id: string; field: string; id: string; locale: string; machine_confirmed_by: string; match_percent: number; ordinal: number; origin: string; position: number; qa: Json; review_comment: string; revision: number; section_key: string; separator: string; source: string; source_hash: string; state: string; tags: Json; target: string; updated_at: string; updated_by_name: string; words: number }[] }
      segment_audit_state: { Args: { p_segment: unknown }; Returns: Json }
      segment_for_write: { Args: { p_id: string; p_revision: number }; Returns: { created_at: string; document_id: string | null; field: string; id: string; locale: string; machine_confirmed_by: string | null; match_percent: number | null; ordinal: number; origin: string | null; position: number; qa: Json; review_comment: string | null; revision: number; section_key: string | null; separator: string; source: string; source_hash: string; state: string; tags: Json; target: string; updated_at: string; updated_by: string | null; words: number } }
      send_back_document_review: { Args: { p_actor: string; p_comment: string; p_review: string }; Returns: { document_id: string; document_path: string; document_title: string; requester_email: string; requester_name: string; reviewer_name: string }[] }
      send_back_translation_segment: { Args: { p_comment: string; p_id: string; p_revision: number }; Returns: number }
      session_meets_mfa: { Args: never; Returns: boolean }
      set_admin_factor_requirement: { Args: { required: boolean }; Returns: boolean }
      set_content_section_translation_state: { Args: { p_expected_revision: number; p_key: string; p_locale: string; p_state: string }; Returns: undefined }
      set_document_translation_state: { Args: { p_document: string; p_expected_revision: number; p_locale: string; p_state: string }; Returns: undefined }
      set_lead_notifications: { Args: { recipients: string[] }; Returns: unknown[] }
      set_staff_language_role: { Args: { p_locale: string; p_role: string; p_user: string }; Returns: undefined }
      site_setting_problem: { Args: { setting_key: string; setting_value: Json }; Returns: string }
      staff_display_name: { Args: { user_id: string }; Returns: string }
      staff_role: { Args: never; Returns: string }
      staff_role_lead_types: { Args: { staff_role: string }; Returns: unknown[] }
      stage_section_translation_from_segments: { Args: { p_actor: string; p_locale: string; p_section: string; p_value: Json }; Returns: number }
      stage_translation_from_segments: { Args: { p_actor: string; p_data: Json; p_document: string; p_locale: string; p_path: string; p_title: string }; Returns: number }
      submit_lead: { Args: { client_ip: string; lead: Json; max_per_window?: number; window_seconds?: number }; Returns: { created: boolean; id: string; notify: Json; reference: string; stored_lead: Json }[] }
      sync_section_segments: { Args: { p_actor: string; p_section: string; p_segments: Json; p_version?: number }; Returns: { added: number; kept: number; locale: string; outdated: number; prefilled: number; removed: number }[] }
      sync_translation_segments: { Args: { p_actor: string; p_document: string; p_segments: Json; p_version?: number }; Returns: { added: number; kept: number; locale: string; outdated: number; prefilled: number; removed: number }[] }
      translatable_locales: { Args: never; Returns: unknown[] }
      translation_document_totals: { Args: never; Returns: { changed_at: string; document_id: string; locale: string; path: string; published_at: string; section_key: string; sync_pending: boolean; title: string; words: Json }[] }
      translation_live_units: { Args: never; Returns: { document_id: string; path: string; section_key: string; title: string; unit_key: string }[] }
      translation_memory_matches: { Args: { p_segment: string }; Returns: { approved_at: string; document_id: string; percent: number; source: string; target: string }[] }
      translation_overview: { Args: never; Returns: { documents: number; locale: string; outdated: Json; published: number; published_share: number; words: Json }[] }
      translation_role_of: { Args: { p_locale: string; p_user: string }; Returns: string }
      translation_seed_hash: { Args: { p_data: Json; p_path: string; p_title: string }; Returns: string }
      translation_segments_for: { Args: { p_document: string; p_locale: string }; Returns: { document_id: string; field: string; id: string; locale: string; machine_confirmed_by: string; match_percent: number; ordinal: number; origin: string; position: number; qa: Json; review_comment: string; revision: number; section_key: string; separator: string; source: string; source_hash: string; state: string; tags: Json; target: string; updated_at: string; updated_by_name: string; words: number }[] }
      trash_document: { Args: { p_force?: boolean; p_id: string }; Returns: undefined }
      unit_context_hash: { Args: { p_document: string; p_locale: string; p_ordinal: number; p_position: number; p_section: string }; Returns: string }
      unit_key: { Args: { p_document: string; p_section: string }; Returns: string }
      unit_segments: { Args: { p_document: string; p_locale: string; p_section: string }; Returns: { document_id: string; field: string; id: string; locale: string; machine_confirmed_by: string; match_percent: number; ordinal: number; origin: string; position: number; qa: Json; review_comment: string; revision: number; section_key: string; separator: string; source: string; source_hash: string; state: string; tags: Json; target: string; updated_at: string; updated_by_name: string; words: number }[] }
      unpublish_content_section_translation: { Args: { p_key: string; p_locale: string }; Returns: undefined }
      unpublish_document: { Args: { p_force?: boolean; p_id: string }; Returns: undefined }
      unpublish_document_translation: { Args: { p_document: string; p_locale: string }; Returns: undefined }
      unread_release_notes: { Args: never; Returns: number }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
