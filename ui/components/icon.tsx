import {
  Activity, Award, BadgeCheck, Banknote, BarChart3, BookA, BookOpen, Bot, Briefcase, Building, Building2, Calendar, Captions,
  Car, CircleCheck, CircuitBoard, Clapperboard, ClipboardCheck, Clock, Cloud, Code, Cog, Compass, Cpu, Database, Eye, Factory,
  FileCheck, FileSearch, FileText, Film, Fingerprint, FlaskConical, FolderSearch, Gamepad2, Gauge, Gavel, Gem, Globe,
  GraduationCap, Hammer, HandHeart, Handshake, Headphones, Heart, HeartPulse, History, Image, KeyRound, Landmark, Languages,
  Laptop, Layers, LayoutGrid, Leaf, Lightbulb, ListChecks, Lock, Mail, MapPin, Megaphone, MessageSquare, MessagesSquare, Mic,
  Microscope, Monitor, Network, Newspaper, Package, PenTool, Phone, Pickaxe, Pill, Plane, Plug, Printer, Quote, Recycle, Rocket,
  Scale, ScanSearch, Search, Server, Shield, ShieldCheck, ShoppingCart, Smartphone, Sparkles, Sprout, Star, Stethoscope,
  Target, TreePine, TrendingUp, Truck, Tv, Type, UserPlus, Users, UtensilsCrossed, Video, Volume2, Wheat, Wind, Workflow,
  Wrench, Zap, type LucideIcon, type LucideProps,
} from "lucide-react"
import { cn } from "../lib/utils"

/**
 * The icons content and menu data may name. Data stays serialisable (it is stored in the database
 * and edited by staff), so it refers to icons by these names rather than by component.
 */
export const ICONS = {
  Activity, Award, BadgeCheck, Banknote, BarChart3, BookA, BookOpen, Bot, Briefcase, Building, Building2, Calendar, Captions,
  Car, CircleCheck, CircuitBoard, Clapperboard, ClipboardCheck, Clock, Cloud, Code, Cog, Compass, Cpu, Database, Eye, Factory,
  FileCheck, FileSearch, FileText, Film, Fingerprint, FlaskConical, FolderSearch, Gamepad2, Gauge, Gavel, Gem, Globe,
  GraduationCap, Hammer, HandHeart, Handshake, Headphones, Heart, HeartPulse, History, Image, KeyRound, Landmark, Languages,
  Laptop, Layers, LayoutGrid, Leaf, Lightbulb, ListChecks, Lock, Mail, MapPin, Megaphone, MessageSquare, MessagesSquare, Mic,
  Microscope, Monitor, Network, Newspaper, Package, PenTool, Phone, Pickaxe, Pill, Plane, Plug, Printer, Quote, Recycle, Rocket,
  Scale, ScanSearch, Search, Server, Shield, ShieldCheck, ShoppingCart, Smartphone, Sparkles, Sprout, Star, Stethoscope,
  Target, TreePine, TrendingUp, Truck, Tv, Type, UserPlus, Users, UtensilsCrossed, Video, Volume2, Wheat, Wind, Workflow,
  Wrench, Zap,
} satisfies Record<string, LucideIcon>

export type IconName = keyof typeof ICONS

export function isIconName(name: unknown): name is IconName {
  return typeof name === "string" && Object.prototype.hasOwnProperty.call(ICONS, name)
}

export interface IconProps extends LucideProps {
  /** A name from ICONS; an unknown name renders the Globe icon rather than nothing. */
  name: IconName | (string & {})
}

/** Decorative by default (aria-hidden); pass aria-label to make it meaningful. */
export function Icon({ name, className, ...props }: IconProps) {
  const Component = isIconName(name) ? ICONS[name] : Globe
  const labelled = props["aria-label"] !== undefined
  return (
    <Component
      data-slot="icon"
      data-icon={name}
      aria-hidden={labelled ? undefined : true}
      role={labelled ? "img" : undefined}
      className={cn("size-5 shrink-0", className)}
      {...props}
    />
  )
}
