// Atkinson Hyperlegible Next (SIL OFL), self-hosted: designed by the Braille Institute for low-vision
// readers. Import once from the app's entry point; no font CDN is contacted.
import '@fontsource-variable/atkinson-hyperlegible-next';
