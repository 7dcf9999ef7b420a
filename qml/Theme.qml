pragma Singleton
import QtQuick
import GrudgeMatch

// The look of the whole app in one place: colours, sizes, fonts and animation durations.
// Animation durations come from the pace the player chose (Settings.pace, app/pace.h).
QtObject {
    id: theme

    // Felt and wood of the table.
    readonly property color feltDark: "#0b2f1d"
    readonly property color felt: "#14532f"
    readonly property color feltLight: "#1d6b3e"
    readonly property color feltLine: "#2f8a55"
    readonly property color rail: "#3a2415"
    readonly property color railLight: "#5b3a22"

    // Panels laid over the felt.
    readonly property color panel: "#d9081c12"
    readonly property color panelSolid: "#0c2417"
    readonly property color panelBorder: "#3c7a52"
    readonly property color shadow: "#80000000"

    // The Balance Lab's exported picture: dark on white, for paper.
    readonly property color paper: "#ffffff"
    readonly property color paperInk: "#1f2a22"
    readonly property color paperGrid: "#c9cfc6"
    readonly property color paperPlot: "#f4f6f2"
    readonly property color paperBar: "#3f8f4d"

    // Text and accents.
    readonly property color text: "#f2ecd8"
    readonly property color textDim: "#b5c7b4"
    readonly property color textOnCard: "#2a2118"
    readonly property color textOnCardDim: "#6a5c4b"
    readonly property color gold: "#e6bc55"
    readonly property color goldDark: "#a9822a"
    readonly property color danger: "#e2574c"
    readonly property color dangerDark: "#8e2a22"
    readonly property color good: "#7fd08a"
    readonly property color info: "#8cc4e8"
    // The keyboard's focus (FocusFrame): a colour no card, seat, zone or highlight uses, with a dark rim.
    readonly property color focus: "#ff8af0"
    readonly property color focusRim: "#0a1a24"
    readonly property color seatColor0: "#f0a860"
    readonly property color seatColor1: "#86b8f0"
    readonly property color seatColor2: "#c09cf0"
    readonly property color seatColor3: "#8fd6a6"

    // Cards: fronts are parchment, Action backs red, Stamina backs black (as the physical game).
    readonly property color cardFace: "#f6efdc"
    readonly property color cardFaceEdge: "#cdbf9c"
    readonly property color cardBorder: "#2a2118"
    readonly property color actionBack: "#8c1d27"
    readonly property color actionBackLight: "#b8323c"
    readonly property color staminaBack: "#1b1c21"
    readonly property color staminaBackLight: "#3a3c45"
    readonly property color rally: "#2f8f4e"
    readonly property color unstable: "#d2582f"
    readonly property color stable: "#5d7384"
    readonly property color instant: "#c9302c"
    readonly property color speedBadge: "#2b4e72"
    readonly property color damageBadge: "#8c1d27"

    // Sizes (logical pixels). Cards keep the 63 x 88 mm poker ratio.
    readonly property real cardRatio: 88 / 63
    readonly property int handCardWidth: 100
    readonly property int slotCardWidth: 116
    readonly property int pileCardWidth: 74
    readonly property int smallCardWidth: 46
    readonly property int radius: 8
    readonly property int cardRadius: 7
    readonly property int spacing: 10
    readonly property int buttonHeight: 38
    readonly property int margin: 14
    readonly property int sidePanelWidth: 290

    // Fonts: the system family for text, a serif for titles; sizes in pixels so cards scale predictably.
    readonly property string titleFamily: "DejaVu Serif"
    readonly property int fontTiny: 10
    readonly property int fontSmall: 12
    readonly property int fontNormal: 14
    readonly property int fontLarge: 18
    readonly property int fontHuge: 30
    readonly property int fontTitle: 54

    // Animation durations in milliseconds at the chosen pace (0 when animations are off), from the
    // beats of app/pace.h.
    readonly property var beats: Settings.durations
    readonly property int flipDuration: beats.flip
    readonly property int flyDuration: Math.round(beats.move * 1.4)
    readonly property int revealDuration: beats.line
    readonly property int stepDuration: beats.line
    readonly property int hitDuration: beats.hit
    readonly property int shuffleDuration: beats.shuffle
    readonly property int pauseDuration: beats.note
    readonly property int bannerDuration: beats.banner
    // A card's quarter turn on the table (for games whose cards turn).
    readonly property int rotateDuration: beats.hit
    // Hover and layout feedback stays quick whatever the speed setting.
    readonly property int uiDuration: 140

    function seatColor(seat: int): color {
        return [seatColor0, seatColor1, seatColor2, seatColor3][Math.max(0, seat) % 4];
    }
}
