// Spec section 3, Tag.

export interface Tag {
  id: string;
  name: string;
  /** Hex colour, e.g. '#1e88e5'. */
  color: string;
}
