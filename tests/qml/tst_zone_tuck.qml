import QtQuick
import QtTest
import QtQuick.Controls
import GrudgeMatch
import GrudgeMatchTest

// A card attached to another card of its row (an alter on its mark) on the generic ZoneView: drawn
// at its mark's place under it, its top edge showing; the row as wide as its places, not its cards;
// the pointer on the edge that shows reaches the tucked card (its tip, a drop on it), elsewhere the
// mark. Vitium's cards give the faces (two pawns, two of the devices that alter a pawn).
TestCase {
    id: testCase
    name: "ZoneTuck"
    width: 800
    height: 600
    when: windowShown

    property var window: null

    Component {
        id: windowComponent
        ApplicationWindow {
            property alias zone: zoneView
            width: 800
            height: 600
            visible: true
            ZoneView {
                id: zoneView
                x: 20
                y: 40
                width: 700
                height: implicitHeight
                layout: "row"
                turning: true
                tips: true
                cardWidth: 80
                caption: "Employ"
                gameId: "vitium"   // a zone outside a table names its game
            }
        }
    }

    function init(): void {
        verify(Session.newGame("vitium", [{ kind: "human", level: "normal", name: "Ann" },
                                          { kind: "ai", level: "easy", name: "Bot" }], "31"));
        window = windowComponent.createObject(null);
        verify(window !== null);
        tryVerify(() => window.visible, 5000);
    }

    function cleanup(): void {
        if (window)
            window.destroy();
        window = null;
        wait(20);
    }

    function show(cards: var): var {
        const zone = window.zone;
        zone.model = TestSupport.rowZone("p0.employ", cards);
        verify(waitForItemPolished(zone));
        waitForRendering(zone);
        return zone;
    }

    // The delegate (the card's place) of model row `row`.
    function placeOf(zone: var, row: int): var {
        return zone.itemAt(row).parent;
    }

    function tipShown(): bool {
        const overlay = window.Overlay.overlay;
        for (let i = 0; i < overlay.children.length; ++i)
            if (overlay.children[i].visible)
                return true;
        return false;
    }

    function test_anAlterLiesUnderItsMarkAndTakesNoPlace(): void {
        const alone = show([{ uid: 1, face: "tallyman" }, { uid: 2, face: "whisperer" }, { uid: 3, face: "plated_armour" }]);
        const threeWide = alone.implicitWidth;
        const oneLine = alone.implicitHeight;

        const zone = show([{ uid: 1, face: "tallyman" }, { uid: 2, face: "whisperer" },
                           { uid: 3, face: "plated_armour", attachedTo: 1 }]);
        compare(zone.places, 2);
        // Two places wide: one place fewer than with the alter on its own.
        compare(zone.implicitWidth, zone.placeWidth * 2 + 6);
        verify(zone.implicitWidth < threeWide);
        // The line keeps room above its cards for the alter's edge.
        compare(zone.implicitHeight, oneLine + zone.tuckStep);

        const mark = placeOf(zone, 0);
        const other = placeOf(zone, 1);
        const alter = placeOf(zone, 2);
        compare(alter.x, mark.x);
        verify(other.x > mark.x);
        // Under the mark, its top edge showing above it.

        verify(alter.z < mark.z, "the alter is drawn over its mark");
        compare(alter.y, mark.y - zone.tuckStep);
        verify(zone.tuckStep > 0);
    }

    function test_twoAltersOnOneMarkFanAStepEach(): void {
        const zone = show([{ uid: 1, face: "tallyman" }, { uid: 3, face: "plated_armour", attachedTo: 1 },
                           { uid: 4, face: "blackmail_dossier", attachedTo: 1 }, { uid: 2, face: "whisperer" }]);
        compare(zone.places, 2);
        const mark = placeOf(zone, 0);
        const first = placeOf(zone, 1);
        const second = placeOf(zone, 2);
        compare(first.x, mark.x);
        compare(second.x, mark.x);
        compare(first.y, mark.y - zone.tuckStep);
        compare(second.y, mark.y - 2 * zone.tuckStep);
        verify(second.z < first.z && first.z < mark.z);
        // The card after them takes the next place.
        compare(placeOf(zone, 3).x, mark.x + zone.pitch);
    }

    function test_anAlterWhoseMarkIsElsewhereKeepsItsPlace(): void {
        const zone = show([{ uid: 1, face: "tallyman" }, { uid: 3, face: "plated_armour", attachedTo: 77 }]);
        compare(zone.places, 2);
        compare(zone.tuckRoom, 0);
        compare(placeOf(zone, 1).x, placeOf(zone, 0).x + zone.pitch);
        compare(placeOf(zone, 1).y, placeOf(zone, 0).y);
    }

    function test_theEdgeThatShowsTakesThePointer(): void {
        const zone = show([{ uid: 1, face: "tallyman" }, { uid: 3, face: "plated_armour", attachedTo: 1 }]);
        const mark = zone.itemAt(0);
        const alter = zone.itemAt(1);
        // On the alter's edge above its mark: the alter, with its tip.
        const edge = alter.mapToItem(zone, alter.width / 2, zone.tuckStep / 2);
        compare(zone.uidAt(zone, edge.x, edge.y), 3);
        mouseMove(zone, edge.x, edge.y);
        tryVerify(() => alter.hovered, 2000, "the alter's edge does not take the pointer");
        verify(!mark.hovered);
        tryVerify(() => tipShown(), 3000, "no tip for the tucked alter");
        // On the mark, where the alter lies under it: the mark only.
        const middle = mark.mapToItem(zone, mark.width / 2, mark.height / 2);
        compare(zone.uidAt(zone, middle.x, middle.y), 1);
        mouseMove(zone, middle.x, middle.y);
        tryVerify(() => mark.hovered, 2000, "the mark does not take the pointer");
        verify(!alter.hovered, "the alter takes the pointer under its mark");
    }

    function test_theKeyboardReachesAndRaisesATuckedCard(): void {
        const zone = show([{ uid: 1, face: "tallyman" }, { uid: 3, face: "plated_armour", attachedTo: 1 }]);
        zone.interactive = true;
        zone.forceActiveFocus();
        zone.currentIndex = 0;
        keyClick(Qt.Key_Right);
        verify(KeyboardFocus.visible);
        compare(zone.currentIndex, 1);
        const mark = placeOf(zone, 0);
        const alter = placeOf(zone, 1);
        verify(alter.isCurrent);
        // The keyboard's card comes out over its mark while it is the current one.
        verify(alter.z > mark.z, "the keyboard's tucked card stays under its mark");
        keyClick(Qt.Key_Left);
        compare(zone.currentIndex, 0);
        verify(alter.z < mark.z);
    }
}
