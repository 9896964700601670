//
//  Item.swift
//  ItemsApp
//
//  Created by Xcode's "App" template (Storage: SwiftData).
//

import Foundation
import SwiftData

@Model
final class Item {
    var timestamp: Date
    
    init(timestamp: Date) {
        self.timestamp = timestamp
    }
}
