// Spec section 3 (front and rear images; 200-size, tiff and original variants) and section 8 (Images).

export type ChequeSide = 'front' | 'rear';

export interface Point {
  x: number;
  y: number;
}

/** The four corners of the cheque on its picture, in the picture's own pixels. */
export interface CropCorners {
  topLeft: Point;
  topRight: Point;
  bottomRight: Point;
  bottomLeft: Point;
}

/** The six paths of spec section 8 (front and rear x 200-size, tiff, original). */
export interface ImageVariants {
  front200: string;
  frontTiff: string;
  frontOriginal: string;
  rear200: string;
  rearTiff: string;
  rearOriginal: string;
}
