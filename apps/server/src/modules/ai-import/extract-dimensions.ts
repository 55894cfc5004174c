import {
  NO_DIMENSIONS_FOUND,
  type TDrawingPiece,
  type TDrawingSummary,
  type TUnreadDrawingPiece,
} from '@stonetool/contracts/ai-import';
import { needsCheck } from '@stonetool/domain/import/drawing-check';
import {
  mergeDrawingPieces,
  piecesFromDrawingText,
  withoutShallowPieces,
  type DrawingReading,
} from '@stonetool/domain/import/drawing-pieces';
import { DxfError } from '@stonetool/domain/import/dxf';
import { piecesFromDxf } from '@stonetool/domain/import/dxf-pieces';
import { pieceAreaSqIn } from '@stonetool/domain/shapes/piece-shape';
import { tableText } from '@stonetool/domain/import/text-table';
import { AiImportError } from './ai-import-error';
import type { ClaudeSettings } from './claude-client';
import { claudeExtractDimensions } from './claude-import';
import type { Drawing } from './decode-drawing';
import type { OcrReader } from './ocr-reader';
import { pdfTextRows } from './pdf-text';
import { preprocessDrawing } from './preprocess-drawing';

export interface DrawingAnalysis {
  pieces: TDrawingPiece[];
  summary: TDrawingSummary;
  /** The pieces the drawing shows that were not taken, with the reason. */
  unreadPieces: TUnreadDrawingPiece[];
  suggestions: string[];
}

export interface AnalysisTools {
  claude: ClaudeSettings | null;
  ocr: OcrReader;
}

const LABEL_SUGGESTIONS = [
  'Write both sides of each piece on the drawing, e.g. "Island 96 x 42"',
  'Use a sharp, straight-on scan or photo with dark text on a light background',
  'Or export the drawing from your CAD program as DXF',
];

/** What a reading says, with the pieces as the response carries them. */
type Reading = Pick<DrawingReading, 'confidence' | 'unit' | 'unitAssumed' | 'outlines' | 'unread'> & {
  pieces: TDrawingPiece[];
};

const clamp = (confidence: number) => Math.round(Math.min(1, Math.max(0, confidence)) * 100) / 100;

function analysis(
  reading: Reading,
  drawingType: TDrawingSummary['drawingType'],
  method: TDrawingSummary['method'],
  suggestions: string[] = [],
): DrawingAnalysis {
  const merged = mergeDrawingPieces(reading.pieces);
  // A drawing whose every piece was refused says why, piece by piece, before any other hint.
  const refused = reading.unread.map(({ text, reason }) => `${text}: ${reason}`);
  if (merged.length === 0)
    throw new AiImportError(422, 'NO_DIMENSIONS', NO_DIMENSIONS_FOUND, [
      ...refused,
      ...(suggestions.length > 0 ? suggestions : LABEL_SUGGESTIONS),
    ]);
  const confidence = clamp(reading.confidence);
  const squareInches = merged.reduce(
    (sum, piece) => sum + pieceAreaSqIn(piece.width, piece.depth, piece.shape) * piece.quantity,
    0,
  );
  return {
    pieces: merged,
    unreadPieces: reading.unread,
    summary: {
      confidence,
      drawingType,
      method,
      totalPieces: merged.reduce((sum, piece) => sum + piece.quantity, 0),
      units: reading.unit,
      unitsAssumed: reading.unitAssumed,
      areaSqft: Math.round((squareInches / 144) * 100) / 100,
      outlines: reading.outlines,
    },
    suggestions:
      suggestions.length > 0 || !merged.some((piece) => needsCheck(piece, confidence))
        ? suggestions
        : ['Some dimensions were read with low confidence: please check each piece'],
  };
}

/**
 * Claude's answer as a reading: sizes in inches, no outlines cut, a work surface too shallow to be
 * one named back as the offline readers name it.
 */
const claudeReading = (answer: { pieces: TDrawingPiece[]; confidence: number }): Reading => ({
  ...withoutShallowPieces(answer.pieces),
  confidence: answer.confidence,
  unit: 'in',
  unitAssumed: false,
  outlines: [],
});

/**
 * Reads a drawing's pieces. DXF is read from its geometry (exact, so never sent to Claude).
 * With Claude configured, images (preprocessed as spec 02 section 9 says) and PDFs go to Claude;
 * without it, images are read by OCR and PDFs by their embedded text, both parsed like a list
 * (a PDF's tables by their header, so a cut list's Length, Depth and Qty columns are read).
 */
export async function extractDimensions(tools: AnalysisTools, drawing: Drawing): Promise<DrawingAnalysis> {
  if (drawing.kind === 'dxf') {
    try {
      const reading = piecesFromDxf(drawing.bytes.toString('utf8'));
      return analysis(
        reading,
        'dxf',
        'geometry',
        reading.pieces.length > 0
          ? []
          : ['Draw each piece as a closed polyline or rectangle', "Put each piece's name as text inside it"],
      );
    } catch (error) {
      if (error instanceof DxfError)
        throw new AiImportError(422, 'UNREADABLE_DXF', 'This DXF file could not be read.', [
          'Save it as ASCII DXF and try again',
        ]);
      throw error;
    }
  }

  if (drawing.kind === 'image') {
    const jpeg = await preprocessDrawing(drawing.bytes).catch(() => {
      throw new AiImportError(422, 'UNREADABLE_IMAGE', 'This image could not be read.', [
        'Save the drawing again as PNG or JPEG and upload it',
      ]);
    });
    if (tools.claude) {
      const answer = await claudeExtractDimensions(tools.claude, { kind: 'image', jpeg });
      return analysis(claudeReading(answer), 'image', 'claude', answer.suggestions);
    }
    const ocr = await tools.ocr.read(jpeg);
    const reading = piecesFromDrawingText(ocr.text);
    // Text read by OCR is only as sure as the OCR itself.
    const ocrFactor = Math.min(1, ocr.confidence / 100 + 0.1);
    return analysis(
      {
        ...reading,
        confidence: reading.confidence * ocrFactor,
        pieces: reading.pieces.map((piece) => ({
          ...piece,
          confidence: clamp(piece.confidence * ocrFactor),
        })),
      },
      'image',
      'ocr',
    );
  }

  if (tools.claude) {
    const answer = await claudeExtractDimensions(tools.claude, { kind: 'pdf', pdf: drawing.bytes });
    return analysis(claudeReading(answer), 'pdf', 'claude', answer.suggestions);
  }
  let text: string;
  try {
    text = tableText(await pdfTextRows(drawing.bytes)).trim();
  } catch {
    throw new AiImportError(422, 'UNREADABLE_PDF', 'This PDF could not be read.', [
      'Export the drawing again as PDF, or upload it as an image',
    ]);
  }
  if (text === '') {
    throw new AiImportError(422, 'NO_PDF_TEXT', 'This PDF has no text to read (it may be a scan).', [
      'Upload the scanned page as a PNG or JPEG image instead',
    ]);
  }
  return analysis(piecesFromDrawingText(text), 'pdf', 'pdf-text');
}
